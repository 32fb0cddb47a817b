/**
 * IT Admin (spec 001): the Slack workspaces a tenant installed the bot into, the pending installs
 * (OAuth states), and per chat channel the list of employees push messages and surveys may reach.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, customerUsers } from './schema';

const tenant = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A Slack workspace (team) the tenant's bot is installed into; several per tenant. */
export const slackWorkspaces = pgTable(
  'slack_workspaces',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    teamId: text('team_id').notNull(),
    teamName: text('team_name').notNull(),
    /** the bot's own user id in that workspace */
    botUserId: text('bot_user_id'),
    /** the bot token (xoxb-...), sealed with AES-256-GCM (lib/secret-box.ts): never stored in clear */
    botTokenSealed: text('bot_token_sealed').notNull(),
    installedAt: at('installed_at').notNull().defaultNow(),
    installedBy: integer('installed_by').references(() => customerUsers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('slack_workspaces_team_unique').on(t.customerId, t.teamId), index().on(t.teamId)],
);

/**
 * The Slack install states that were used (they are signed, not stored, when issued): a state
 * found here is refused, so each works once. Kept until its expiry, when a replay fails anyway.
 */
export const slackInstallStates = pgTable('slack_install_states', {
  state: text('state').primaryKey(),
  customerId: tenant(),
  customerUserId: integer('customer_user_id')
    .notNull()
    .references(() => customerUsers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** A channel's push allowed list: when on, only these channel user ids receive pushes and surveys. */
export const allowedRecipientLists = pgTable(
  'allowed_recipient_lists',
  {
    customerId: tenant(),
    /** `slack:<team id>`, `msteams` or `directline` */
    channelKey: text('channel_key').notNull(),
    onlyAllowedRecipients: boolean('only_allowed_recipients').notNull().default(false),
    allowedRecipients: text('allowed_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('allowed_recipient_lists_channel_unique').on(t.customerId, t.channelKey)],
);
