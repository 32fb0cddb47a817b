import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TEmployeeBotUser, TEmployeeErased } from '@askhr/shared/employee-data/employee-data.schemas';
import { hasStatus } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useEraseEmployee } from '../api/erase-employee';
import { ChannelLabel } from './channel-label';

interface TEraseModalProps {
  /** the e-mail or account id the accounts were found by; typing it again confirms */
  query: string;
  botUsers: readonly TEmployeeBotUser[];
  onClose(): void;
  onErased(): void;
  /** searches again after a 409: the accounts changed since they were shown */
  onFindAgain(): void;
}

/** "2 chat accounts, 14 messages and 1 survey answer": what was erased, the empty kinds left out. */
function erasedText(t: TFunction, language: string, { erased }: TEmployeeErased) {
  const parts = [
    t('EMPLOYEE_DATA_ACCOUNT_COUNT', { count: erased.botUsers }),
    t('EMPLOYEE_DATA_MESSAGE_COUNT', { count: erased.messages }),
  ];
  if (erased.surveyResponses > 0)
    parts.push(t('EMPLOYEE_DATA_SURVEY_ANSWER_COUNT', { count: erased.surveyResponses }));
  if (erased.deliveries > 0) parts.push(t('EMPLOYEE_DATA_DELIVERY_COUNT', { count: erased.deliveries }));
  if (erased.activities > 0) parts.push(t('EMPLOYEE_DATA_ACTIVITY_COUNT', { count: erased.activities }));
  return t('EMPLOYEE_DATA_ERASED', { what: new Intl.ListFormat(language).format(parts) });
}

const sameText = (typed: string, query: string) => typed.trim().toLowerCase() === query.toLowerCase();

/** Erasing cannot be undone: the officer sees what goes and types the e-mail or account again. */
export function EraseModal({ query, botUsers, onClose, onErased, onFindAgain }: TEraseModalProps) {
  const { t, i18n } = useTranslation();
  const erase = useEraseEmployee();
  const [typed, setTyped] = useState('');
  const messages = botUsers.reduce((sum, user) => sum + user.messages, 0);
  const isStale = hasStatus(erase.error, 409);

  function confirm() {
    erase.mutate(
      { query, botUserIds: botUsers.map((user) => user.id) },
      {
        onSuccess: (result) => {
          notifySuccess(erasedText(t, i18n.language, result));
          onErased();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('EMPLOYEE_DATA_ERASE_TITLE')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          {t('EMPLOYEE_DATA_ERASE_TEXT', {
            accounts: t('EMPLOYEE_DATA_ACCOUNT_COUNT', { count: botUsers.length }),
            messages: t('EMPLOYEE_DATA_MESSAGE_COUNT', { count: messages }),
          })}
        </Text>
        <List spacing={4} listStyleType="none" aria-label={t('EMPLOYEE_DATA_ACCOUNTS')}>
          {botUsers.map((user) => (
            <List.Item key={user.id}>
              <Group gap="xs" wrap="wrap">
                <ChannelLabel channel={user.channel} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email ?? user.channelUserId}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('EMPLOYEE_DATA_MESSAGE_COUNT', { count: user.messages })}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {t('EMPLOYEE_DATA_ERASE_FINAL')}
        </Text>
        <TextInput
          label={t('EMPLOYEE_DATA_ERASE_TYPE', { query })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {isStale && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('EMPLOYEE_DATA_ERASE_STALE')}</Text>
              <Button size="xs" variant="white" leftSection={<IconRefresh size={14} />} onClick={onFindAgain}>
                {t('EMPLOYEE_DATA_FIND_AGAIN')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ACTION_CANCEL')}
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            disabled={!sameText(typed, query) || isStale}
            onClick={confirm}
          >
            {t('EMPLOYEE_DATA_ERASE_CONFIRM')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
