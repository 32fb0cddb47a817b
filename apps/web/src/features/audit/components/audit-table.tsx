import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TAuditAction, TAuditEvent } from '@askhr/shared/audit/audit.schemas';
import { useFormatDateTime } from '../../../lib/time-zone';
import { AUDIT_ACTION_LABELS } from '../audit-labels';
import classes from './audit-table.module.css';

const ActionBadge = ({ action }: { action: TAuditAction }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={action === 'sign-in-failed' ? 'red' : 'gray'} tt="none" size="md">
      {t(AUDIT_ACTION_LABELS[action])}
    </Badge>
  );
};

function Actor({ actor }: { actor: string | null }) {
  const { t } = useTranslation();
  return actor ? (
    <Text size="sm" className={classes.wrap}>
      {actor}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      {t('AUDIT_UNKNOWN_ACCOUNT')}
    </Text>
  );
}

const Plain = ({ text }: { text: string | null }) => (
  <Text size="sm" c={text ? undefined : 'dimmed'} className={classes.wrap}>
    {text ?? '—'}
  </Text>
);

/** On a phone each event is a block of its own, its fields under one another. */
function AuditCards({ events }: { events: readonly TAuditEvent[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Stack gap={0} component="ul" className={classes.cards} aria-label={t('AUDIT_EVENTS')}>
      {events.map((event) => (
        <Stack key={event.id} gap={6} component="li" className={classes.card}>
          <Group justify="space-between" gap="xs">
            <ActionBadge action={event.action} />
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at)}
            </Text>
          </Group>
          <Actor actor={event.actor} />
          {event.target && (
            <Text size="sm" className={classes.wrap}>
              {t('AUDIT_TARGET')}: {event.target}
            </Text>
          )}
          {event.detail && (
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {event.detail}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The events of a page, newest first as the server sends them; times in the tenant's zone. */
export function AuditTable({ events }: { events: readonly TAuditEvent[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const isPhone = useMediaQuery('(max-width: 35.99em)');
  if (isPhone) return <AuditCards events={events} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={t('AUDIT_EVENTS')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('AUDIT_TIME')}</Table.Th>
            <Table.Th>{t('AUDIT_ACTION')}</Table.Th>
            <Table.Th>{t('AUDIT_ACTOR')}</Table.Th>
            <Table.Th>{t('AUDIT_TARGET')}</Table.Th>
            <Table.Th>{t('AUDIT_DETAIL')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td className={classes.time}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(event.at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ActionBadge action={event.action} />
              </Table.Td>
              <Table.Td>
                <Actor actor={event.actor} />
              </Table.Td>
              <Table.Td>
                <Plain text={event.target} />
              </Table.Td>
              <Table.Td>
                <Plain text={event.detail} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
