export const COMMAND_USAGE = {
  'tenant create': 'tenant create --name <name> [--countries ES,DE] [--features all|none|Surveys,Documents]',
  'tenant list': 'tenant list',
  'country add': 'country add --tenant <id> --countries FR,IT',
  'feature set': 'feature set --tenant <id> --name <Feature> --on|--off',
  'user invite': 'user invite --tenant <id> --email <email> [--name <name>]',
  'demo reset': 'demo reset [--yes]',
  'employee export': 'employee export <tenant-id> <email-or-account> [--out <file>]',
  'employee erase': 'employee erase <tenant-id> <email-or-account> [--yes]',
  backup: 'backup <file> [--force]',
  restore: 'restore <file> [--force]',
} as const;

export type TCommandName = keyof typeof COMMAND_USAGE;

export const USAGE = `Operator commands of the portal, on the database of DATABASE_URL, or the embedded one in DATA_DIR.

Usage: npm run cli -- <command> [options]

Commands:
  ${COMMAND_USAGE['tenant create']}
      Creates a tenant with the global country, the given countries and feature flags (default: none on).
  ${COMMAND_USAGE['tenant list']}
      Lists the tenants with their countries, members and active feature flags.
  ${COMMAND_USAGE['country add']}
      Adds countries (ISO codes) to a tenant.
  ${COMMAND_USAGE['feature set']}
      Switches one feature flag of a tenant on or off.
  ${COMMAND_USAGE['user invite']}
      Makes the user an administrator of the tenant, creating the account if needed
      (its temporary password is printed once).
  ${COMMAND_USAGE['demo reset']}
      Deletes every tenant, user and sign-in session, then seeds the demo again.
      Needs --yes when the database holds tenants other than the demo ones.
  ${COMMAND_USAGE['employee export']}
      Everything kept about an employee (their chat accounts with this e-mail or account id) as JSON,
      printed or written to the file; recorded in the tenant's audit trail. docs/employee-data.md.
  ${COMMAND_USAGE['employee erase']}
      Lists the employee's chat accounts; with --yes erases them and everything kept about them
      (the reports' counts stay), recorded in the audit trail. Without --yes nothing is erased (exit 2).
  ${COMMAND_USAGE.backup}
      Writes the embedded database of DATA_DIR to a .tar.gz file (--force replaces an existing file).
  ${COMMAND_USAGE.restore}
      Puts a backup in place of the embedded database and applies pending migrations; --force when
      DATA_DIR holds a database already (it is moved aside, not deleted). PostgreSQL: docs/backups.md.

The embedded database can be opened by one process at a time: stop the server first.`;
