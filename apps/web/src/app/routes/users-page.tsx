import { useState } from 'react';
import { Button, Group, Paper, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { USERS_PAGE_SIZE, type TUser } from '@askhr/shared/users/users.schemas';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/paging/pager';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { useCategories } from '../../features/tenancy/api/get-categories';
import { usePermissions } from '../../features/tenancy/api/get-permissions';
import { useTimezone } from '../../features/tenancy/api/get-timezone';
import { EmployeeData } from '../../features/employee-data/components/employee-data';
import { useCustomerSuccessManagers } from '../../features/users/api/get-customer-success-managers';
import { useRoles } from '../../features/users/api/get-roles';
import { useUsersPage } from '../../features/users/api/get-users-page';
import { CsmGroup } from '../../features/users/components/csm-group';
import { RoleDrawer } from '../../features/users/components/role-drawer';
import { RolesDescriptionModal } from '../../features/users/components/roles-description-modal';
import { RolesTable } from '../../features/users/components/roles-table';
import { UserDrawer } from '../../features/users/components/user-drawer';
import { UsersTable } from '../../features/users/components/users-table';
import { ListBody } from './knowledge/list-body';

/** What is open: nothing, a user's panel (null to invite), a role's panel (null to add), or the description. */
type TOpen = { user: TUser | null } | { role: TRole | null } | { description: true } | undefined;

export function UsersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<TOpen>();
  const list = useUsersPage(debounced, page);
  const csms = useCustomerSuccessManagers();
  const roles = useRoles().data ?? [];
  const countries = (useActiveCountries().data ?? []).filter((c) => c.id !== 1);
  const categories = useCategories().data ?? [];
  const heldPermissions = usePermissions().data ?? [];
  const timeZone = useTimezone();
  const users = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('MENU_USER_MANAGEMENT')}
        description={t('USERS_INFO')}
        actions={
          tab !== 'employees' && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconInfoCircle size={16} />}
                onClick={() => setOpen({ description: true })}
              >
                {t('USERS_ROLES_DESCRIPTION')}
              </Button>
              {tab === 'roles' ? (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ role: null })}>
                  {t('ROLES_ADD')}
                </Button>
              ) : (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ user: null })}>
                  {t('USERS_ADD')}
                </Button>
              )}
            </Group>
          )
        }
      />
      <Tabs value={tab} onChange={setTab} mb="md">
        <Tabs.List>
          <Tabs.Tab value="users">{t('USERS_TAB_USERS')}</Tabs.Tab>
          <Tabs.Tab value="roles">{t('USERS_TAB_ROLES')}</Tabs.Tab>
          <Tabs.Tab value="employees">{t('USERS_TAB_EMPLOYEE_DATA')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'employees' && <EmployeeData />}
      {tab === 'roles' && (
        <Paper withBorder>
          <RolesTable
            roles={roles}
            countries={countries}
            categories={categories}
            onEdit={(role) => setOpen({ role })}
          />
        </Paper>
      )}
      {tab === 'users' && (
        <>
          <TextInput
            mb="md"
            maw={420}
            leftSection={<IconSearch size={16} />}
            aria-label={t('FILTER_SEARCH')}
            placeholder={t('USERS_SEARCH_PLACEHOLDER')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(0);
            }}
          />
          <ListBody
            isPending={list.isPending}
            isError={list.isError}
            isEmpty={users.length === 0}
            errorKey="LOAD_ERROR_USERS"
            onRetry={() => void list.refetch()}
          >
            <Paper withBorder>
              <UsersTable users={users} timeZone={timeZone} onEdit={(user) => setOpen({ user })} />
            </Paper>
          </ListBody>
          <Group justify="center" mt="md">
            <Pager
              page={page}
              pageCount={Math.ceil((list.data?.total ?? 0) / USERS_PAGE_SIZE)}
              onChange={setPage}
            />
          </Group>
          <CsmGroup users={csms.data ?? []} timeZone={timeZone} />
        </>
      )}
      {open && 'user' in open && (
        <UserDrawer
          user={open.user}
          roles={roles}
          heldPermissions={heldPermissions}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open && 'role' in open && (
        <RoleDrawer
          role={open.role}
          countries={countries}
          categories={categories}
          heldPermissions={heldPermissions}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open && 'description' in open && (
        <RolesDescriptionModal roles={roles} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}

export { UsersPage as Component };
