import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Drawer,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { type TUser, ZUserSave } from '@askhr/shared/users/users.schemas';
import { ConfirmDeleteButton, FormActions } from '../../../components/form-actions';
import { useGuardedClose } from '../../../components/unsaved-changes/use-guarded-close';
import { isApiError } from '../../../lib/api-error';
import { useRemoveUser } from '../api/remove-user';
import { useSaveUser } from '../api/save-user';
import { groupRoles, permissionsNotHeld } from './role-groups';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';

interface TUserDrawerProps {
  /** the user edited, or null to invite one */
  user: TUser | null;
  roles: readonly TRole[];
  /** the signed-in user's permissions in this company: roles granting others are not offered */
  heldPermissions: readonly string[];
  onClose(): void;
}

/** The side panel to invite or edit a user: email and roles; after an invitation, its password. */
export function UserDrawer({ user, roles, heldPermissions, onClose }: TUserDrawerProps) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const remove = useRemoveUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [roleIds, setRoleIds] = useState<string[]>((user?.roles ?? []).map((r) => String(r.id)));
  const [emailError, setEmailError] = useState<string>();
  const [invited, setInvited] = useState<{ email: string; password: string | null }>();
  const openedRoleIds = (user?.roles ?? []).map((r) => String(r.id)).join();
  // once invited, the drawer only shows the password: nothing left to lose
  const isDirty = !invited && (email !== (user?.email ?? '') || roleIds.join() !== openedRoleIds);
  const guard = useGuardedClose(isDirty, onClose);
  const isBeyond = (role: TRole) => permissionsNotHeld(role.permissions, heldPermissions).length > 0;
  const isLocked = roles.some((role) => isBeyond(role) && user?.roles.some((r) => r.id === role.id));

  function submit() {
    const body = { id: user?.id ?? 0, email, roleIds: roleIds.map(Number), version: user?.version };
    const parsed = ZUserSave.safeParse(body);
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'email');
    setEmailError(issue?.message);
    if (issue) return;
    save.mutate(body, {
      onSuccess: (saved) =>
        user ? guard.close() : setInvited({ email: saved.user.email, password: saved.temporaryPassword }),
    });
  }

  const error = save.error ?? remove.error;
  const failure = error
    ? isApiError(error)
      ? translateSharedMessage(error.message)
      : t('USERS_SAVE_FAILED')
    : null;
  const title = t(invited ? 'USERS_INVITED_TITLE' : user ? 'USERS_EDIT_TITLE' : 'USERS_ADD_TITLE');

  return (
    <Drawer opened {...guard.modalProps} position="right" size="md" title={title}>
      {invited ? (
        <Stack gap="md">
          <Text>{t('USERS_INVITED_TEXT', { email: invited.email })}</Text>
          {invited.password ? (
            <>
              <Text size="sm">{t('USERS_TEMPORARY_PASSWORD_HINT')}</Text>
              <Group gap="xs" wrap="nowrap">
                <Code fz="md" p="xs" data-testid="temporary-password">
                  {invited.password}
                </Code>
                <CopyButton value={invited.password}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    >
                      {t(copied ? 'USERS_COPIED' : 'USERS_COPY')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </>
          ) : (
            <Text size="sm">{t('USERS_INVITED_EXISTING')}</Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('ACTION_CLOSE')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <TextInput
            label={t('USERS_EMAIL')}
            required
            type="email"
            value={email}
            disabled={Boolean(user?.identityId)}
            description={user?.identityId ? t('USERS_EMAIL_LOCKED') : undefined}
            error={emailError ?? (isApiError(save.error) ? save.error.fields.email?.[0] : undefined)}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(undefined);
            }}
          />
          {isLocked && (
            <Alert color="yellow" data-testid="user-beyond-reach">
              {t('USERS_BEYOND_REACH')}
            </Alert>
          )}
          <Checkbox.Group
            label={t('USERS_ROLES')}
            description={roles.some(isBeyond) ? t('USERS_ROLES_GRANT_HINT') : undefined}
            value={roleIds}
            onChange={setRoleIds}
          >
            <Stack gap="sm" mt="xs">
              {groupRoles(roles).map((group) => (
                <Stack key={group.labelKey} gap={6}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {t(group.labelKey)}
                  </Text>
                  {group.roles.map((role) => (
                    <Checkbox
                      key={role.id}
                      value={String(role.id)}
                      label={role.name}
                      disabled={isLocked || isBeyond(role)}
                    />
                  ))}
                </Stack>
              ))}
            </Stack>
          </Checkbox.Group>
          <FormActions
            failure={failure}
            onCancel={guard.close}
            onSave={submit}
            isSaving={save.isPending}
            isDisabled={isLocked}
            saveLabel={t(user ? 'ACTION_SAVE' : 'USERS_INVITE')}
            start={
              user && (
                <ConfirmDeleteButton
                  label={t('USERS_REMOVE')}
                  confirmLabel={t('USERS_REMOVE_CONFIRM')}
                  isPending={remove.isPending}
                  isDisabled={isLocked}
                  onConfirm={() =>
                    remove.mutate({ id: user.id, version: user.version }, { onSuccess: guard.close })
                  }
                />
              )
            }
          />
        </Stack>
      )}
      {guard.confirm}
    </Drawer>
  );
}
