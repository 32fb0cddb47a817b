import { useState, type FormEvent } from 'react';
import { Button, Center, EmptyState, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch, IconTrash, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZEmployeeQuery, type TEmployeeBotUser } from '@askhr/shared/employee-data/employee-data.schemas';
import { useExportEmployee } from '../api/export-employee';
import { useFindEmployee } from '../api/find-employee';
import { EmployeeAccounts } from './employee-accounts';
import { EraseModal } from './erase-modal';

interface TFoundProps {
  query: string;
  botUsers: readonly TEmployeeBotUser[];
  onErase(): void;
}

/** The accounts found for the query, with what can be done with them. */
function Found({ query, botUsers, onErase }: TFoundProps) {
  const { t } = useTranslation();
  const exporting = useExportEmployee();
  return (
    <Paper withBorder>
      <Group justify="space-between" gap="sm" p="md">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('EMPLOYEE_DATA_FOUND', { count: botUsers.length, query })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(query)}
          >
            {t('EMPLOYEE_DATA_EXPORT')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onErase}>
            {t('EMPLOYEE_DATA_ERASE')}
          </Button>
        </Group>
      </Group>
      <EmployeeAccounts botUsers={botUsers} />
    </Paper>
  );
}

/**
 * One employee's data, on their request: the chat accounts found by e-mail or account id, their
 * export as JSON, and their erasure after a typed confirmation.
 */
export function EmployeeData() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [isInvalid, setInvalid] = useState(false);
  const [query, setQuery] = useState('');
  const [isErasing, setErasing] = useState(false);
  const found = useFindEmployee(query);
  const botUsers = found.data?.botUsers ?? [];

  function find(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEmployeeQuery.safeParse(draft);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    if (parsed.data === query) void found.refetch();
    else setQuery(parsed.data);
  }

  // a failed search says so in the usual error toast and shows nothing
  let results = null;
  if (query !== '' && found.isPending)
    results = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  else if (query !== '' && found.isSuccess && botUsers.length === 0)
    results = (
      <Paper withBorder p="xl">
        <EmptyState icon={<IconUserSearch size={32} />} title={t('EMPLOYEE_DATA_EMPTY')} />
      </Paper>
    );
  else if (query !== '' && found.isSuccess)
    results = <Found query={query} botUsers={botUsers} onErase={() => setErasing(true)} />;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('EMPLOYEE_DATA_INFO')}
      </Text>
      <form onSubmit={find} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            flex="1 1 260px"
            maw={420}
            label={t('EMPLOYEE_DATA_QUERY')}
            placeholder={t('EMPLOYEE_DATA_QUERY_PLACEHOLDER')}
            leftSection={<IconSearch size={16} />}
            maxLength={320}
            value={draft}
            error={isInvalid ? t('EMPLOYEE_DATA_QUERY_REQUIRED') : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" mt={24} loading={found.isFetching}>
            {t('EMPLOYEE_DATA_FIND')}
          </Button>
        </Group>
      </form>
      {results}
      {isErasing && (
        <EraseModal
          query={query}
          botUsers={botUsers}
          onClose={() => setErasing(false)}
          onErased={() => {
            setErasing(false);
            setQuery('');
          }}
          onFindAgain={() => {
            setErasing(false);
            void found.refetch();
          }}
        />
      )}
    </Stack>
  );
}
