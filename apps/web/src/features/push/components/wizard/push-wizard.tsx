import { useState } from 'react';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { useGuardedClose } from '../../../../components/unsaved-changes/use-guarded-close';
import { useTenantTimeZone } from '../../../../lib/time-zone';
import { usePushItem } from '../../api/get-push-item';
import { draftOf, emptyDraft } from '../../push-draft';
import { WizardBody } from './wizard-body';

interface TPushWizardProps {
  type: TPushType;
  /** the item edited, or 0 to add one */
  itemId: number;
  hasCsv: boolean;
  onClose(): void;
}

/** Add or Edit of a push message or survey: the wizard in a modal (spec 001 section 2, Wizard). */
export function PushWizard({ type, itemId, hasCsv, onClose }: TPushWizardProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const item = usePushItem(itemId);
  const isEdit = itemId > 0;
  const [isDirty, setIsDirty] = useState(false);
  const guard = useGuardedClose(isDirty, onClose);
  const wizard = { hasCsv, onClose: guard.close, onDirtyChange: setIsDirty };
  const title = t(isEdit ? 'PUSH_WIZARD_EDIT' : 'PUSH_WIZARD_ADD', {
    what: t(type === 'survey' ? 'PUSH_WHAT_SURVEY' : 'PUSH_WHAT_MESSAGE'),
  });

  let body;
  if (!isEdit) body = <WizardBody initial={emptyDraft(type)} {...wizard} />;
  // once read, the item stays in the form: a later refetch never swaps the wizard out
  else if (item.data) body = <WizardBody initial={draftOf(item.data, timeZone)} {...wizard} />;
  else if (item.isError)
    body = <LoadError messageKey="LOAD_ERROR_PUSH_ITEM" onRetry={() => void item.refetch()} />;
  else
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );

  return (
    <Modal
      opened
      {...guard.modalProps}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      title={<Text fw={650}>{title}</Text>}
    >
      {body}
      {guard.confirm}
    </Modal>
  );
}
