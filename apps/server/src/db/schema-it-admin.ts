/**
 * IT Admin (spec 001): the tenant's customised Microsoft Teams package, the support inboxes that
 * receive the answers employees rated Not helpful (EscalateNotSatisfactoryAnswer), the Slack
 * workspaces a tenant installed the bot into with the install states used, and per chat channel the
 * list of employees push messages and surveys may reach.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerUsers } from './schema-users';
import { cascadeRef, createdAt, setNullRef, timestamptz, updatedAt, version } from './columns';
import { tenant } from './table-parts';

/** One per tenant at most; without a row the package is built from the defaults. */
export const customBots = pgTable('custom_bots', {
  id: serial('id').primaryKey(),
  customerId: tenant().unique(),
  shortName: text('short_name').notNull(),
  fullName: text('full_name').notNull(),
  shortDescription: text('short_description').notNull(),
  fullDescription: text('full_description').notNull(),
  /** #rgb or #rrggbb as saved */
  accentColor: text('accent_color').notNull(),
  /** the redrawn icons, PNG in base64; null keeps the default icon */
  colorIcon: text('color_icon'),
  outlineIcon: text('outline_icon'),
  /** bumped by every save; also the package's version */
  version: version(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by'),
});

export const emailInboxes = pgTable(
  'email_inboxes',
  {
    id: serial('id').primaryKey(),
    customerId: tenant(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('email_inboxes_customer_idx').on(t.customerId)],
);

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
    installedAt: timestamptz('installed_at').notNull().defaultNow(),
    installedBy: setNullRef('installed_by', () => customerUsers.id),
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
  customerUserId: cascadeRef('customer_user_id', () => customerUsers.id),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
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
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('allowed_recipient_lists_channel_unique').on(t.customerId, t.channelKey)],
);
