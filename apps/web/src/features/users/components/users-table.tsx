import { Badge, Group, Stack, Switch, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@askhr/shared/users/users.schemas';
import { formatDateTime } from '../../../lib/dates';
import { useSetUserActive } from '../api/set-user-active';
import classes from './users-table.module.css';

interface TUsersTableProps {
  users: readonly TUser[];
  timeZone: string;
  /** opens the edit panel; not given for rows that cannot be edited */
  onEdit?(user: TUser): void;
}

type TRowProps = Omit<TUsersTableProps, 'users'> & { user: TUser };

function UserEmail({ user, onEdit }: TRowProps) {
  const { t } = useTranslation();
  return (
    <>
      {onEdit ? (
        <UnstyledButton
          onClick={() => onEdit(user)}
          aria-label={t('USERS_EDIT_NAMED', { email: user.email })}
        >
          <Text size="sm" c="blue" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </UnstyledButton>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      )}
      {user.isInvitePending && (
        <Badge size="xs" variant="light" color="yellow" mt={4}>
          {t('USERS_INVITE_PENDING')}
        </Badge>
      )}
    </>
  );
}

const UserRoles = ({ user }: { user: TUser }) => (
  <Group gap={4}>
    {user.roles.map((role) => (
      <Badge key={role.id} variant="light" size="sm" tt="none">
        {role.name}
      </Badge>
    ))}
  </Group>
);

function ActiveSwitch({ user, onEdit, label }: TRowProps & { label?: string }) {
  const { t } = useTranslation();
  const setActive = useSetUserActive();
  // a grey disabled switch reads as "off": a row nobody here may change says its state in words
  if (!onEdit)
    return (
      <Tooltip label={t('USERS_ACTIVE_READ_ONLY')} multiline maw={260}>
        <Badge
          variant="light"
          color={user.active ? 'teal' : 'gray'}
          tt="none"
          leftSection={<IconLock size={12} aria-hidden />}
          data-testid={`active-state-${user.id}`}
        >
          {t(user.active ? 'USERS_ACTIVE' : 'USERS_INACTIVE')}
        </Badge>
      </Tooltip>
    );
  return (
    <Switch
      checked={user.active}
      label={label}
      labelPosition="left"
      aria-label={t('USERS_ACTIVE_NAMED', { email: user.email })}
      onChange={(event) =>
        setActive.mutate({ id: user.id, active: event.currentTarget.checked, version: user.version })
      }
    />
  );
}

function LastSeen({ user, timeZone }: TRowProps) {
  const { t } = useTranslation();
  return user.lastSeen ? formatDateTime(user.lastSeen, timeZone) : t('USERS_NEVER');
}

/** On a phone each user is a block of its own, so that roles, Active and Last seen are shown whole. */
function UserCards({ users, ...props }: TUsersTableProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} component="ul" className={classes.cards} aria-label={t('USERS_TAB_USERS')}>
      {users.map((user) => (
        <Stack key={user.id} gap={8} component="li" className={classes.card}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div className={classes.email}>
              <UserEmail user={user} {...props} />
            </div>
            <ActiveSwitch user={user} {...props} label={t('USERS_ACTIVE')} />
          </Group>
          <UserRoles user={user} />
          <Text size="sm" c="dimmed">
            {t('USERS_LAST_SEEN')}: <LastSeen user={user} {...props} />
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** Users with their roles, the active switch and when they were last seen. */
export function UsersTable({ users, ...props }: TUsersTableProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 35.99em)');
  if (isPhone) return <UserCards users={users} {...props} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover={Boolean(props.onEdit)}>
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
                <UserEmail user={user} {...props} />
              </Table.Td>
              <Table.Td>
                <UserRoles user={user} />
              </Table.Td>
              <Table.Td>
                <ActiveSwitch user={user} {...props} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  <LastSeen user={user} {...props} />
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
