import crypto from 'node:crypto';
import { zipSync } from 'fflate';
import { sixDigitColor, type TCustomBot } from '@askhr/shared/it-admin/custom-bot.schemas';

export const MANIFEST_VERSION = '1.17';
export const MANIFEST_SCHEMA = `https://developer.microsoft.com/en-us/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.schema.json`;
/** Where the bot talks: personal chats, and the channels and group chats push messages reach. */
export const BOT_SCOPES = ['personal', 'team', 'groupchat'] as const;

export interface TPackageContext {
  customerId: number;
  /** the Microsoft app id of the product's bot registration */
  botId: string;
  publicUrl: string;
  productName: string;
}

/** A name-based GUID (RFC 4122 version 5 layout), stable for the same input. */
export function stableGuid(input: string) {
  const hash = crypto.createHash('sha1').update(input).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Teams app manifest of the tenant's package. */
export function teamsManifest(bot: TCustomBot, ctx: TPackageContext) {
  const url = new URL(ctx.publicUrl);
  return {
    $schema: MANIFEST_SCHEMA,
    manifestVersion: MANIFEST_VERSION,
    version: `1.0.${bot.version}`,
    // one app per tenant's package, so that two customised packages never replace each other
    id: stableGuid(`teams-app:${ctx.botId}:${ctx.customerId}`),
    developer: {
      name: ctx.productName,
      websiteUrl: url.origin,
      privacyUrl: `${url.origin}/privacy`,
      termsOfUseUrl: `${url.origin}/terms`,
    },
    name: bot.name,
    description: bot.description,
    icons: bot.icons,
    accentColor: sixDigitColor(bot.accentColor),
    bots: [{ botId: ctx.botId, scopes: [...BOT_SCOPES], supportsFiles: false, isNotificationOnly: false }],
    validDomains: [url.host],
  };
}

/** The zip the tenant uploads to Teams: manifest.json and both icons at the top level. */
export function teamsPackage(bot: TCustomBot, ctx: TPackageContext): Uint8Array {
  const manifest = JSON.stringify(teamsManifest(bot, ctx), null, 2);
  return zipSync({
    'manifest.json': new TextEncoder().encode(manifest),
    [bot.icons.color]: Buffer.from(bot.iconsColorFile, 'base64'),
    [bot.icons.outline]: Buffer.from(bot.iconsOutlineFile, 'base64'),
  });
}
