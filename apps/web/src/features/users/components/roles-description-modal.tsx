import { List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { inPermissionOrder, PERMISSION_TEXTS } from '@askhr/shared/access/permission-texts';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';

const textsOf = (permission: string) =>
  Object.hasOwn(PERMISSION_TEXTS, permission)
    ? PERMISSION_TEXTS[permission as keyof typeof PERMISSION_TEXTS]
    : { name: permission, description: '' };

/** 'Roles Description': what each role a user can be given allows. */
export function RolesDescriptionModal({ roles, onClose }: { roles: readonly TRole[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('USERS_ROLES_DESCRIPTION')} size="lg">
      <Stack gap="lg">
        {roles
          .filter((role) => !role.isCustomerSuccessManager)
          .map((role) => (
            <Stack key={role.id} gap={4} role="group" aria-label={role.name}>
              <Text fw={600}>{role.name}</Text>
              {role.description && (
                <Text size="sm" c="dimmed">
                  {role.description}
                </Text>
              )}
              <List size="sm" spacing={4}>
                {inPermissionOrder(role.permissions)
                  .map(textsOf)
                  .map(({ name, description }) => (
                    <List.Item key={name}>
                      <Text span size="sm" fw={500}>
                        {name}
                      </Text>
                      {description && (
                        <Text span size="sm" c="dimmed">
                          {` — ${description}`}
                        </Text>
                      )}
                    </List.Item>
                  ))}
              </List>
            </Stack>
          ))}
      </Stack>
    </Modal>
  );
}
