import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZReviewSendRequest } from '@askhr/shared/review/review-send.schemas';
import { isApiError } from '../../../lib/api-error';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';
import { notifySuccess } from '../../../lib/notify';
import type { TReviewSource } from '../api/review-source';
import { useSendReview } from '../api/send-review';

interface TSendModalProps {
  ids: readonly number[];
  source?: TReviewSource;
  opened: boolean;
  onClose(): void;
}

const ZEmail = ZReviewSendRequest.shape.email;

/** Send: asks where to mail the training request for the selected rows. */
export function SendModal({ ids, opened, onClose, source }: TSendModalProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const send = useSendReview(source);

  function close() {
    send.reset();
    setEmailError(null);
    onClose();
  }

  function submit() {
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setEmailError(t('REVIEW_SEND_EMAIL_INVALID'));
      return;
    }
    send.mutate(
      { ids: [...ids], email: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('REVIEW_SEND_DONE'));
          close();
        },
      },
    );
  }

  const serverError = isApiError(send.error)
    ? (send.error.fields.email?.[0] ?? send.error.message)
    : send.error?.message;

  return (
    <Modal opened={opened} onClose={close} title={t('REVIEW_SEND_TITLE')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('REVIEW_SEND_TEXT', { count: ids.length })}</Text>
          <TextInput
            type="email"
            label={t('REVIEW_SEND_EMAIL')}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
            error={emailError}
            required
            data-autofocus
          />
          {serverError && (
            <Alert color="red" role="alert">
              {translateSharedMessage(serverError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('ACTION_CANCEL')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('REVIEW_SEND')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
