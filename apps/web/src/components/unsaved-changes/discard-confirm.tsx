import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TDiscardConfirmProps {
  opened: boolean;
  onKeep(): void;
  onDiscard(): void;
}

/** Asked before unsaved work is thrown away; Escape and a click beside it keep the work. */
export function DiscardConfirm({ opened, onKeep, onDiscard }: TDiscardConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      // above the modal or drawer whose work it guards
      zIndex={1000}
      centered
      size="sm"
      withCloseButton={false}
      title={<Text fw={650}>{t('UNSAVED_TITLE')}</Text>}
    >
      <Text size="sm">{t('UNSAVED_TEXT')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {t('UNSAVED_KEEP')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('UNSAVED_DISCARD')}
        </Button>
      </Group>
    </Modal>
  );
}
