import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteReviews } from '../api/delete-reviews';

interface TDeleteModalProps {
  ids: readonly number[];
  opened: boolean;
  onClose(): void;
  onDeleted(): void;
}

/** Deleting logged utterances cannot be undone: the reviewer confirms first. */
export function DeleteModal({ ids, opened, onClose, onDeleted }: TDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteReviews();

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        notifySuccess(t('REVIEW_DELETE_DONE', { count: deleted }));
        onDeleted();
        close();
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('REVIEW_DELETE_TITLE')} centered>
      <Stack gap="md">
        <Text size="sm">{t('REVIEW_DELETE_TEXT', { count: ids.length })}</Text>
        {remove.error && (
          <Alert color="red" role="alert">
            {translateSharedMessage(remove.error.message)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('ACTION_CANCEL')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm} data-autofocus>
            {t('REVIEW_DELETE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
