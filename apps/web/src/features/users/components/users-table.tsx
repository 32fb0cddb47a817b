import { Badge, Group, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@askhr/shared/users/users.schemas';
import { formatDateTime } from '../../../lib/dates';
import { useSetUserActive } from '../api/set-user-active';

interface TUsersTableProps {
  users: readonly TUser[];
  timeZone: string;
  /** opens the edit panel; not given for rows that cannot be edited */
  onEdit?(user: TUser): void;
}

/** Users with their roles, the active switch and when they were last seen. */
export function UsersTable({ users, timeZone, onEdit }: TUsersTableProps) {
  const { t } = useTranslation();
  const setActive = useSetUserActive();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover={Boolean(onEdit)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('USERS_EMAIL')}</Table.Th>
            <Table.Th>{t('USERS_ROLES')}</Table.Th>
            <Table.Th>{t('USERS_ACTIVE')}</Table.Th>
            <Table.Th>{t('USERS_LAST_SEEN')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                {onEdit ? (
                  <UnstyledButton
                    onClick={() => onEdit(user)}
                    aria-label={t('USERS_EDIT_NAMED', { email: user.email })}
                  >
                    <Text size="sm" c="blue" fw={500}>
                      {user.email}
                    </Text>
                  </UnstyledButton>
                ) : (
                  <Text size="sm">{user.email}</Text>
                )}
                {user.isInvitePending && (
                  <Badge size="xs" variant="light" color="yellow" mt={4}>
                    {t('USERS_INVITE_PENDING')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Badge key={role.id} variant="light" size="sm" tt="none">
                      {role.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={user.active}
                  disabled={!onEdit}
                  aria-label={t('USERS_ACTIVE_NAMED', { email: user.email })}
                  onChange={(event) =>
                    setActive.mutate({
                      id: user.id,
                      active: event.currentTarget.checked,
                      version: user.version,
                    })
                  }
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {user.lastSeen ? formatDateTime(user.lastSeen, timeZone) : t('USERS_NEVER')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
