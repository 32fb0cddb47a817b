import { parseArgs } from 'node:util';
import { FEATURES } from '@askhr/shared/access/permissions';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { resetDemo } from '../demo/seed/demo';
import { DEMO_PASSWORD, DEMO_TENANTS } from '../demo/seed/demo-data';
import { AppError } from '../lib/errors';
import {
  addCountries,
  createTenant,
  inviteUser,
  listTenants,
  setFeature,
} from '../modules/tenancy/tenant-admin.service';
import { FILE_COMMANDS, runFileCommand, type TFileCommand, type TFileCommandName } from './backup';
import { EMPLOYEE_COMMANDS, employeeArguments, employeeErase, employeeExport } from './employee';
import { COMMAND_USAGE, USAGE, type TCommandName } from './usage';

export interface TCliContext {
  db: TDb;
  config: TConfig;
  out: (line: string) => void;
}

/** Wrong command line: the message ends with the usage of the command. */
export class CliUsageError extends Error {}

type TValues = Record<string, string | boolean | undefined>;

const str = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const OPTIONS = {
  'tenant create': { name: str, countries: str, features: str },
  'tenant list': {},
  'country add': { tenant: str, countries: str },
  'feature set': { tenant: str, name: str, on: flag, off: flag },
  'user invite': { tenant: str, email: str, name: str },
  'demo reset': { yes: flag },
  'employee export': { out: str },
  'employee erase': { yes: flag },
  backup: { force: flag },
  restore: { force: flag },
} satisfies Record<TCommandName, Record<string, typeof str | typeof flag>>;

/** The commands that run through a connection to the database. */
type TDbCommandName = Exclude<TCommandName, TFileCommandName>;

const isFileCommand = (name: string): name is TFileCommandName =>
  (FILE_COMMANDS as readonly string[]).includes(name);
const isDbCommand = (name: string): name is TDbCommandName =>
  Object.hasOwn(OPTIONS, name) && !isFileCommand(name);

export type TParsedCommand =
  | { kind: 'help'; text: string }
  | { kind: 'run'; name: TDbCommandName; values: TValues; positionals: string[] }
  | TFileCommand;

/** Commands that take arguments without an option name (`employee export <tenant-id> <email>`). */
const takesPositionals = (name: TDbCommandName) => (EMPLOYEE_COMMANDS as readonly string[]).includes(name);

/** Reads the command line without touching the database, so that mistakes are reported at once. */
export function parseCommand(argv: readonly string[]): TParsedCommand {
  const [group, action, ...rest] = argv;
  if (!group || ['help', '--help', '-h'].includes(group)) return { kind: 'help', text: USAGE };
  if (isFileCommand(group)) return parseFileCommand(group, argv.slice(1));
  const name = `${group} ${action ?? ''}`.trim();
  if (!isDbCommand(name)) {
    const actions = Object.keys(OPTIONS).filter((n) => n.startsWith(`${group} `));
    throw new CliUsageError(
      actions.length > 0 && (!action || action.startsWith('-'))
        ? `"${group}" needs one of: ${actions.map((n) => n.split(' ')[1]).join(', ')}.`
        : `Unknown command "${name}". Run "npm run cli -- help" for the list.`,
    );
  }
  const usage = `Usage: npm run cli -- ${COMMAND_USAGE[name]}`;
  if (rest.includes('--help') || rest.includes('-h')) return { kind: 'help', text: usage };
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      options: OPTIONS[name],
      strict: true,
      allowPositionals: takesPositionals(name),
    });
    const wrongArguments = takesPositionals(name) ? employeeArguments(positionals) : undefined;
    if (typeof wrongArguments === 'string') throw new Error(wrongArguments);
    return { kind: 'run', name, values: values as TValues, positionals };
  } catch (err) {
    throw new CliUsageError(`${(err as Error).message}\n${usage}`);
  }
}

/** `backup <file>` and `restore <file>`: one file named without an option. */
function parseFileCommand(name: TFileCommandName, args: readonly string[]): TParsedCommand {
  const usage = `Usage: npm run cli -- ${COMMAND_USAGE[name]}`;
  if (args.includes('--help') || args.includes('-h')) return { kind: 'help', text: usage };
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS[name], strict: true, allowPositionals: true });
  } catch (err) {
    throw new CliUsageError(`${(err as Error).message}\n${usage}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) throw new CliUsageError(`Give exactly one file.\n${usage}`);
  return { kind: 'file', name, file, force: parsed.values.force === true };
}

function required(values: TValues, option: string, name: TCommandName): string {
  const value = values[option];
  if (typeof value !== 'string' || value.trim() === '')
    throw new CliUsageError(`Missing --${option}.\nUsage: npm run cli -- ${COMMAND_USAGE[name]}`);
  return value;
}

const list = (value: string | boolean | undefined) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Feature names in any case; unknown ones pass through so that validation names them. */
const canonicalFeatures = new Map(FEATURES.map((f) => [f.toLowerCase(), f]));
const canonicalFeature = (name: string) => canonicalFeatures.get(name.trim().toLowerCase()) ?? name.trim();

function featureList(value: string | boolean | undefined): string[] {
  if (value === 'all') return [...FEATURES];
  if (value === 'none' || value === undefined) return [];
  return list(value).map(canonicalFeature);
}

export async function tenantCreateCommand(ctx: TCliContext, values: TValues) {
  const tenant = await createTenant(ctx.db, {
    name: required(values, 'name', 'tenant create'),
    countryCodes: list(values.countries),
    features: featureList(values.features),
  });
  ctx.out(`Created tenant ${tenant.id} "${tenant.name}".`);
  ctx.out(`  countries: ${tenant.countryIds.length} (global included)`);
  ctx.out(`  features on: ${tenant.features.length > 0 ? tenant.features.join(', ') : 'none'}`);
  ctx.out(`Next: npm run cli -- user invite --tenant ${tenant.id} --email <email>`);
}

export async function tenantListCommand(ctx: TCliContext) {
  const tenants = await listTenants(ctx.db);
  if (tenants.length === 0) {
    ctx.out('No tenants yet. Create one with: npm run cli -- tenant create --name <name>');
    return;
  }
  const rows = [
    ['ID', 'NAME', 'MEMBERS', 'COUNTRIES', 'FEATURES ON'],
    ...tenants.map((t) => [
      String(t.id),
      t.name,
      String(t.members),
      t.countries.join(','),
      describeFeatures(t.features),
    ]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  for (const row of rows)
    ctx.out(
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    );
}

function describeFeatures(active: string[]): string {
  const off = FEATURES.filter((f) => !active.includes(f));
  if (off.length === 0) return 'all';
  if (active.length === 0) return 'none';
  return off.length < active.length ? `all but ${off.join(',')}` : active.join(',');
}

export async function countryAddCommand(ctx: TCliContext, values: TValues) {
  const result = await addCountries(ctx.db, {
    tenantId: required(values, 'tenant', 'country add'),
    countryCodes: list(required(values, 'countries', 'country add')),
  });
  ctx.out(result.added.length > 0 ? `Added ${result.added.join(', ')}.` : 'Nothing added.');
  if (result.alreadyThere.length > 0) ctx.out(`Already there: ${result.alreadyThere.join(', ')}.`);
}

export async function featureSetCommand(ctx: TCliContext, values: TValues) {
  if (Boolean(values.on) === Boolean(values.off))
    throw new CliUsageError(
      `Give exactly one of --on and --off.\nUsage: npm run cli -- ${COMMAND_USAGE['feature set']}`,
    );
  const result = await setFeature(ctx.db, {
    tenantId: required(values, 'tenant', 'feature set'),
    name: canonicalFeature(required(values, 'name', 'feature set')),
    active: values.on === true,
  });
  ctx.out(`${result.name} is now ${result.active ? 'on' : 'off'}.`);
}

export async function userInviteCommand(ctx: TCliContext, values: TValues) {
  const result = await inviteUser(
    ctx.db,
    {
      tenantId: required(values, 'tenant', 'user invite'),
      email: required(values, 'email', 'user invite'),
      name: typeof values.name === 'string' ? values.name : undefined,
    },
    { embeddedAuth: ctx.config.auth.embedded },
  );
  const { user, tenant } = result;
  ctx.out(`${user.email} is now ${result.roleName} of ${tenant.name} (tenant ${tenant.id}).`);
  if (result.roleWidened)
    ctx.out(`The existing ${result.roleName} role now grants every permission everywhere.`);
  if (result.temporaryPassword) {
    ctx.out(`Temporary password (shown only this once): ${result.temporaryPassword}`);
  } else if (!result.created) {
    ctx.out('The account already existed: its password is unchanged.');
  } else {
    ctx.out(`They sign in with their account at ${ctx.config.auth.issuer} using this email.`);
  }
  if (!user.active)
    ctx.out('Warning: this account is disabled, so it cannot sign in until it is enabled again.');
  ctx.out(`Sign in at ${ctx.config.publicUrl}`);
}

export async function demoResetCommand(ctx: TCliContext, values: TValues) {
  const demoNames = new Set(DEMO_TENANTS.map((t) => t.name));
  const others = (await listTenants(ctx.db)).filter((t) => !demoNames.has(t.name));
  if (others.length > 0 && values.yes !== true)
    throw new AppError(
      409,
      `The database holds tenants that are not part of the demo (${others.map((t) => `${t.id} "${t.name}"`).join(', ')}). ` +
        'A reset deletes them with all their data and users. Run "npm run cli -- demo reset --yes" to go ahead.',
    );
  const summary = await resetDemo(ctx.db);
  ctx.out(`Demo reset: ${summary.tenants.map((t) => `${t.id} "${t.name}"`).join(', ')}.`);
  ctx.out(`Accounts (password ${DEMO_PASSWORD}): ${summary.users.map((u) => u.email).join(', ')}`);
  ctx.out(`Sign in at ${ctx.config.publicUrl}`);
}

/** The tenant and the employee named on the command line, or a usage error. */
function employeeOf(positionals: readonly string[], name: TCommandName) {
  const args = employeeArguments(positionals);
  if (typeof args === 'string')
    throw new CliUsageError(`${args}\nUsage: npm run cli -- ${COMMAND_USAGE[name]}`);
  return args;
}

export async function employeeExportCommand(ctx: TCliContext, values: TValues, positionals: string[]) {
  const out = typeof values.out === 'string' ? values.out : undefined;
  await employeeExport(ctx, employeeOf(positionals, 'employee export'), out);
}

export async function employeeEraseCommand(ctx: TCliContext, values: TValues, positionals: string[]) {
  const args = employeeOf(positionals, 'employee erase');
  if (!(await employeeErase(ctx, args, values.yes === true)))
    throw new CliUsageError(
      `Nothing erased. Run "npm run cli -- employee erase ${args.tenantId} ${args.query} --yes" to erase them.`,
    );
}

type THandler = (ctx: TCliContext, values: TValues, positionals: string[]) => Promise<void>;

const HANDLERS: Record<TDbCommandName, THandler> = {
  'tenant create': tenantCreateCommand,
  'tenant list': tenantListCommand,
  'country add': countryAddCommand,
  'feature set': featureSetCommand,
  'user invite': userInviteCommand,
  'demo reset': demoResetCommand,
  'employee export': employeeExportCommand,
  'employee erase': employeeEraseCommand,
};

export async function runCommand(parsed: Extract<TParsedCommand, { kind: 'run' }>, ctx: TCliContext) {
  await HANDLERS[parsed.name](ctx, parsed.values, parsed.positionals);
}

/** Parses and runs; returns the exit code (0 done, 1 refused or failed, 2 wrong command line). */
export async function runCli(argv: readonly string[], ctx: TCliContext & { err: (line: string) => void }) {
  try {
    const parsed = parseCommand(argv);
    if (parsed.kind === 'help') ctx.out(parsed.text);
    else if (parsed.kind === 'file') await runFileCommand(parsed, ctx);
    else await runCommand(parsed, ctx);
    return 0;
  } catch (err) {
    if (err instanceof CliUsageError) {
      ctx.err(err.message);
      return 2;
    }
    if (err instanceof AppError) {
      ctx.err(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
