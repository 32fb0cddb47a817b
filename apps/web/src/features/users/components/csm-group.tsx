import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@askhr/shared/users/users.schemas';
import { UsersTable } from './users-table';

/** The vendor's Customer Success Managers: listed apart, folded, and not editable here. */
export function CsmGroup({ users, timeZone }: { users: readonly TUser[]; timeZone: string }) {
  const { t } = useTranslation();
  if (users.length === 0) return null;
  return (
    <Accordion variant="contained" mt="lg">
      <Accordion.Item value="csm">
        <Accordion.Control>{t('USERS_CSM_GROUP', { count: users.length })}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" c="dimmed" mb="xs">
            {t('USERS_CSM_HINT')}
          </Text>
          <UsersTable users={users} timeZone={timeZone} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
