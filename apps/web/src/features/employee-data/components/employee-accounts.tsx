import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TEmployeeBotUser } from '@askhr/shared/employee-data/employee-data.schemas';
import { useFormatDateTime } from '../../../lib/time-zone';
import { ChannelLabel } from './channel-label';
import classes from './employee-accounts.module.css';

const Plain = ({ text }: { text: string | null }) => (
  <Text size="sm" c={text ? undefined : 'dimmed'} className={classes.wrap}>
    {text ?? '—'}
  </Text>
);

/** On a phone each chat account is a block of its own, its fields under one another. */
function AccountCards({ botUsers }: { botUsers: readonly TEmployeeBotUser[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Stack gap={0} component="ul" className={classes.cards} aria-label={t('EMPLOYEE_DATA_ACCOUNTS')}>
      {botUsers.map((user) => (
        <Stack key={user.id} gap={4} component="li" className={classes.card}>
          <Group justify="space-between" gap="xs">
            <ChannelLabel channel={user.channel} />
            <Text size="sm" fw={600}>
              {t('EMPLOYEE_DATA_MESSAGE_COUNT', { count: user.messages })}
            </Text>
          </Group>
          <Text size="sm" className={classes.wrap}>
            {t('EMPLOYEE_DATA_ACCOUNT')}: {user.channelUserId}
          </Text>
          {user.email && (
            <Text size="sm" className={classes.wrap}>
              {t('EMPLOYEE_DATA_EMAIL')}: {user.email}
            </Text>
          )}
          {user.name && (
            <Text size="sm" className={classes.wrap}>
              {t('EMPLOYEE_DATA_NAME')}: {user.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('EMPLOYEE_DATA_FIRST_SEEN')}: {formatDateTime(user.firstSeen)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('EMPLOYEE_DATA_LAST_SEEN')}: {formatDateTime(user.lastSeen)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The chat accounts found, one row each; times in the tenant's zone. */
export function EmployeeAccounts({ botUsers }: { botUsers: readonly TEmployeeBotUser[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const isPhone = useMediaQuery('(max-width: 35.99em)');
  if (isPhone) return <AccountCards botUsers={botUsers} />;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label={t('EMPLOYEE_DATA_ACCOUNTS')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('EMPLOYEE_DATA_CHANNEL')}</Table.Th>
            <Table.Th>{t('EMPLOYEE_DATA_ACCOUNT')}</Table.Th>
            <Table.Th>{t('EMPLOYEE_DATA_EMAIL')}</Table.Th>
            <Table.Th>{t('EMPLOYEE_DATA_NAME')}</Table.Th>
            <Table.Th>{t('EMPLOYEE_DATA_FIRST_SEEN')}</Table.Th>
            <Table.Th>{t('EMPLOYEE_DATA_LAST_SEEN')}</Table.Th>
            <Table.Th ta="right">{t('EMPLOYEE_DATA_MESSAGES')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {botUsers.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <ChannelLabel channel={user.channel} />
              </Table.Td>
              <Table.Td>
                <Plain text={user.channelUserId} />
              </Table.Td>
              <Table.Td>
                <Plain text={user.email} />
              </Table.Td>
              <Table.Td>
                <Plain text={user.name} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(user.firstSeen)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(user.lastSeen)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{user.messages}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
