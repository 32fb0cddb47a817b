import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNamed, TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { inPermissionOrder, permissionName } from '@askhr/shared/access/permission-texts';

interface TRolesTableProps {
  roles: readonly TRole[];
  countries: readonly TNamed[];
  categories: readonly TNamed[];
  onEdit(role: TRole): void;
}

/** The tenant's roles with their permissions and scope; the vendor's role is not listed. */
export function RolesTable({ roles, countries, categories, onEdit }: TRolesTableProps) {
  const { t } = useTranslation();
  const nameOf = (list: readonly TNamed[], id: number) =>
    list.find((item) => item.id === id)?.name ?? `#${id}`;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ROLES_NAME')}</Table.Th>
            <Table.Th>{t('ROLES_PERMISSIONS')}</Table.Th>
            <Table.Th>{t('ROLES_SCOPE')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles
            .filter((role) => !role.isCustomerSuccessManager)
            .map((role) => (
              <Table.Tr key={role.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onEdit(role)}
                    aria-label={t('ROLES_EDIT_NAMED', { name: role.name })}
                  >
                    <Text size="sm" c="blue" fw={500}>
                      {role.name}
                    </Text>
                  </UnstyledButton>
                  {role.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {role.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {inPermissionOrder(role.permissions).map((permission) => (
                      <Badge key={permission} size="xs" variant="outline" tt="none">
                        {permissionName(permission)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {[
                      ...role.countries.map((id) => nameOf(countries, id)),
                      ...role.categories.map((id) => nameOf(categories, id)),
                    ].join(', ') || t('ROLES_EVERYWHERE')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
