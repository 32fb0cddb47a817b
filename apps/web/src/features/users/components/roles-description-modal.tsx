import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';

/** 'Roles Description': what each role a user can be given allows. */
export function RolesDescriptionModal({ roles, onClose }: { roles: readonly TRole[]; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('USERS_ROLES_DESCRIPTION')} size="lg">
      <Stack gap="md">
        {roles
          .filter((role) => !role.isCustomerSuccessManager)
          .map((role) => (
            <Stack key={role.id} gap={4}>
              <Text fw={600}>{role.name}</Text>
              {role.description && (
                <Text size="sm" c="dimmed">
                  {role.description}
                </Text>
              )}
              <Group gap={4}>
                {role.permissions.map((permission) => (
                  <Badge key={permission} size="xs" variant="outline" tt="none">
                    {permission}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ))}
      </Stack>
    </Modal>
  );
}
