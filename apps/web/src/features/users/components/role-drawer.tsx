import { useState } from 'react';
import { Alert, Checkbox, Drawer, MultiSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { PERMISSION_TEXTS } from '@askhr/shared/access/permission-texts';
import type { TNamed, TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { type TRoleSaveInput, ZRoleSave } from '@askhr/shared/users/users.schemas';
import { ConfirmDeleteButton, FormActions } from '../../../components/form-actions';
import { useGuardedClose } from '../../../components/unsaved-changes/use-guarded-close';
import { isApiError } from '../../../lib/api-error';
import { useRemoveRole } from '../api/remove-role';
import { useSaveRole } from '../api/save-role';
import { permissionsNotHeld } from './role-groups';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';

interface TRoleDrawerProps {
  /** the role edited, or null to create one */
  role: TRole | null;
  countries: readonly TNamed[];
  categories: readonly TNamed[];
  /** the signed-in user's permissions in this company: no role may grant others */
  heldPermissions: readonly string[];
  onClose(): void;
}

/** Creates or edits a role: its permissions and, optionally, the countries and categories it covers. */
export function RoleDrawer({ role, countries, categories, heldPermissions, onClose }: TRoleDrawerProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const remove = useRemoveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [openedPermissions] = useState<string[]>(
    () => role?.permissions ?? ['normal-user'].filter((permission) => heldPermissions.includes(permission)),
  );
  const [permissions, setPermissions] = useState<string[]>(openedPermissions);
  const [countryIds, setCountryIds] = useState<string[]>((role?.countries ?? []).map(String));
  const [categoryIds, setCategoryIds] = useState<string[]>((role?.categories ?? []).map(String));
  const [nameError, setNameError] = useState<string>();
  const isLocked = permissionsNotHeld(role?.permissions ?? [], heldPermissions).length > 0;
  const isDirty =
    name !== (role?.name ?? '') ||
    description !== (role?.description ?? '') ||
    [...permissions].sort().join() !== [...openedPermissions].sort().join() ||
    countryIds.join() !== (role?.countries ?? []).join() ||
    categoryIds.join() !== (role?.categories ?? []).join();
  const guard = useGuardedClose(isDirty, onClose);

  function submit() {
    const body = {
      id: role?.id ?? 0,
      version: role?.version,
      name,
      description,
      // the checkboxes offer only permission keys; the schema checks them again
      permissions: permissions as TRoleSaveInput['permissions'],
      countryIds: countryIds.map(Number),
      categoryIds: categoryIds.map(Number),
    };
    const parsed = ZRoleSave.safeParse(body);
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'name');
    setNameError(issue?.message);
    if (!issue) save.mutate(body, { onSuccess: guard.close });
  }

  const error = save.error ?? remove.error;
  const failure = error
    ? isApiError(error)
      ? translateSharedMessage(error.message)
      : t('USERS_SAVE_FAILED')
    : null;

  return (
    <Drawer
      opened
      {...guard.modalProps}
      position="right"
      size="md"
      title={t(role ? 'ROLES_EDIT_TITLE' : 'ROLES_ADD_TITLE')}
    >
      <Stack gap="md">
        <TextInput
          label={t('ROLES_NAME')}
          required
          value={name}
          error={nameError ?? (isApiError(save.error) ? save.error.fields.name?.[0] : undefined)}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
        />
        <Textarea
          label={t('ROLES_DESCRIPTION')}
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {isLocked && (
          <Alert color="yellow" data-testid="role-beyond-reach">
            {t('ROLES_BEYOND_REACH')}
          </Alert>
        )}
        <Checkbox.Group
          label={t('ROLES_PERMISSIONS')}
          description={t('ROLES_GRANT_HINT')}
          value={permissions}
          onChange={setPermissions}
        >
          <SimpleGrid cols={1} spacing="sm" mt="xs">
            {PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={PERMISSION_TEXTS[permission].name}
                description={PERMISSION_TEXTS[permission].description}
                disabled={isLocked || !heldPermissions.includes(permission)}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <MultiSelect
          label={t('ROLES_COUNTRIES')}
          description={t('ROLES_SCOPE_HINT')}
          data={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          value={countryIds}
          onChange={setCountryIds}
          searchable
          clearable
        />
        <MultiSelect
          label={t('ROLES_CATEGORIES')}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryIds}
          onChange={setCategoryIds}
          searchable
          clearable
        />
        <FormActions
          failure={failure}
          onCancel={guard.close}
          onSave={submit}
          isSaving={save.isPending}
          isDisabled={isLocked}
          start={
            role && (
              <ConfirmDeleteButton
                label={t('ROLES_DELETE')}
                confirmLabel={t('ROLES_DELETE_CONFIRM')}
                isPending={remove.isPending}
                isDisabled={isLocked}
                onConfirm={() =>
                  remove.mutate({ id: role.id, version: role.version }, { onSuccess: guard.close })
                }
              />
            )
          }
        />
      </Stack>
      {guard.confirm}
    </Drawer>
  );
}
