import { CSM_ROLE_NAME, PERMISSIONS } from '@askhr/shared/access/permissions';
import type { TSeededTestApp } from '../app';
import { addMember, addMemberToRoles, createUser } from '../factories/users';
import { useBeforeAll } from '../lifecycle';
import { ES } from '../minimal-seed';

/** The members of the seeded tenant that route tests sign in as, besides its admin. */
const ROSTER = {
  editor: { permissions: ['normal-user'], scope: { countries: [ES], roleName: 'Editor Spain' } },
  reviewer: { permissions: ['normal-user', 'admin-user', 'view-feedback'], scope: { roleName: 'Reviewer' } },
  webchatOnly: { permissions: ['portal-webchat'], scope: { roleName: 'Bot Tester' } },
  csm: { permissions: [...PERMISSIONS], scope: { roleName: CSM_ROLE_NAME, csm: true } },
} satisfies Record<string, { permissions: string[]; scope: Parameters<typeof addMember>[4] }>;
type TRosterName = keyof typeof ROSTER;

interface TMembersOptions<K extends TRosterName> {
  /** fixed addresses for some of the members; the others get generated ones */
  emails?: Partial<Record<K, string>>;
  /** the tenant's admin administers the other tenant too, through the other admin's role */
  isAdminOfBoth?: boolean;
}

export interface TSeedAccounts {
  tenantId: number;
  otherId: number;
  admin: string;
  otherAdmin: string;
  /** an account that is a member of no tenant */
  nobody: string;
}

/**
 * The seeded tenants and their admins, an account of no tenant, and the named members of the
 * tenant (see `ROSTER`), for the enclosing describe block; fields are there once the tests run.
 */
export function useMembers<K extends TRosterName>(
  t: TSeededTestApp,
  names: K[],
  opts: TMembersOptions<K> = {},
): TSeedAccounts & Record<K, string> {
  return useBeforeAll(
    async () => {
      const { tenant, other } = t.seed;
      if (opts.isAdminOfBoth) await addMemberToRoles(t.db, other.id, tenant.adminId, [other.adminRoleId]);
      const members = {} as Record<K, string>;
      for (const name of names) {
        const user = await createUser(t.db, { email: opts.emails?.[name] });
        const { permissions, scope } = ROSTER[name];
        await addMember(t.db, tenant.id, user.id, permissions, scope);
        members[name] = user.email;
      }
      return {
        tenantId: tenant.id,
        otherId: other.id,
        admin: tenant.adminEmail,
        otherAdmin: other.adminEmail,
        nobody: (await createUser(t.db)).email,
        ...members,
      };
    },
    () => undefined,
  );
}
