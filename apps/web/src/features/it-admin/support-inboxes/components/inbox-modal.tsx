import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type TEmailInbox, ZEmailInboxSave } from '@askhr/shared/it-admin/email-inboxes.schemas';
import { FormActions } from '../../../../components/form-actions';
import { useGuardedClose } from '../../../../components/unsaved-changes/use-guarded-close';
import { hasStatus, isApiError } from '../../../../lib/api-error';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';
import { useSaveEmailInbox } from '../api/save-email-inbox';

interface TInboxModalProps {
  /** the inbox edited, or null to add one */
  inbox: TEmailInbox | null;
  onClose(): void;
}

/** Add or Edit of a support inbox: a name and an e-mail address. */
export function InboxModal({ inbox, onClose }: TInboxModalProps) {
  const { t } = useTranslation();
  const save = useSaveEmailInbox();
  const [name, setName] = useState(inbox?.name ?? '');
  const [email, setEmail] = useState(inbox?.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const guard = useGuardedClose(name !== (inbox?.name ?? '') || email !== (inbox?.email ?? ''), onClose);

  function submit() {
    const body = { id: inbox?.id, version: inbox?.version, name, email };
    const parsed = ZEmailInboxSave.safeParse(body);
    if (!parsed.success) {
      const messageOf = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: messageOf('name'), email: messageOf('email') });
      return;
    }
    setErrors({});
    save.mutate(body, { onSuccess: guard.close });
  }

  // a stale edit says what happened (someone else saved first); anything else the spec's words
  const failure = save.error
    ? hasStatus(save.error, 409) && isApiError(save.error)
      ? translateSharedMessage(save.error.message)
      : t('INBOX_SAVE_FAILED')
    : null;

  return (
    <Modal opened {...guard.modalProps} title={t(inbox ? 'INBOX_EDIT_TITLE' : 'INBOX_ADD_TITLE')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('INBOX_NAME')}
            required
            data-autofocus
            value={name}
            error={errors.name && translateSharedMessage(errors.name)}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((old) => ({ ...old, name: undefined }));
            }}
          />
          <TextInput
            label={t('INBOX_EMAIL')}
            type="email"
            required
            value={email}
            error={errors.email && translateSharedMessage(errors.email)}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setErrors((old) => ({ ...old, email: undefined }));
            }}
          />
          <FormActions failure={failure} onCancel={guard.close} isSaving={save.isPending} />
        </Stack>
      </form>
      {guard.confirm}
    </Modal>
  );
}
