import {
  DEFAULT_ACCENT_COLOR,
  DESCRIPTION_LIMITS,
  NAME_LIMITS,
  type TCustomBot,
  type TCustomBotSave,
} from '@askhr/shared/it-admin/custom-bot.schemas';
import type { TPrincipal } from '../../auth/guard';
import type { TDb } from '../../db/client';
import { conflict } from '../../lib/errors';
import { defaultIcon, redrawIcon } from './custom-bot-icons';
import { stableGuid, teamsPackage } from './custom-bot-package';
import { findCustomBot, insertCustomBot, updateCustomBot, type TCustomBotRow } from './custom-bot.repository';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

export const STALE_CUSTOM_BOT_MESSAGE = STALE_MESSAGES.customBot;
const ICON_FILES = { color: 'color.png', outline: 'outline.png' };

export interface TCustomBotContext {
  productName: string;
  publicUrl: string;
  /** MICROSOFT_APP_ID; without it the package names a stand-in bot id (see docs/admin-guide.md, IT Admin) */
  microsoftAppId?: string;
}

/** What a tenant's package says before anybody customised it. */
export async function defaultCustomBot({ productName }: TCustomBotContext): Promise<TCustomBot> {
  const name = productName.slice(0, NAME_LIMITS.short);
  return {
    customBotId: 0,
    name: { short: name, full: `${productName}, your workplace assistant`.slice(0, NAME_LIMITS.full) },
    description: {
      short: 'Answers your HR and IT questions in chat.'.slice(0, DESCRIPTION_LIMITS.short),
      full: `Ask ${productName} about time off, payroll, benefits, equipment and IT support, and get the answer that applies to your country and role, any time of day.`,
    },
    icons: ICON_FILES,
    accentColor: DEFAULT_ACCENT_COLOR,
    iconsColorFile: (await defaultIcon('color', DEFAULT_ACCENT_COLOR)).toString('base64'),
    iconsOutlineFile: (await defaultIcon('outline', DEFAULT_ACCENT_COLOR)).toString('base64'),
    version: 0,
  };
}

async function present(row: TCustomBotRow): Promise<TCustomBot> {
  const icon = async (kind: 'color' | 'outline', saved: string | null) =>
    saved ?? (await defaultIcon(kind, row.accentColor)).toString('base64');
  return {
    customBotId: row.id,
    name: { short: row.shortName, full: row.fullName },
    description: { short: row.shortDescription, full: row.fullDescription },
    icons: ICON_FILES,
    accentColor: row.accentColor,
    iconsColorFile: await icon('color', row.colorIcon),
    iconsOutlineFile: await icon('outline', row.outlineIcon),
    version: row.version,
  };
}

/** The tenant's package as saved, or the defaults while it has none. */
export async function getCustomBot(db: TDb, customerId: number, ctx: TCustomBotContext) {
  const row = await findCustomBot(db, customerId);
  return row ? present(row) : defaultCustomBot(ctx);
}

/**
 * Saves the tenant's package: uploaded icons are redrawn first (a bad image changes nothing), an
 * icon not sent is kept; an update made from a stale version gets 409.
 */
export async function saveCustomBot(
  db: TDb,
  customerId: number,
  principal: TPrincipal,
  body: TCustomBotSave,
) {
  const [colorIcon, outlineIcon] = await Promise.all([
    body.iconsColorFile ? redrawIcon('color', body.iconsColorFile) : undefined,
    body.iconsOutlineFile ? redrawIcon('outline', body.iconsOutlineFile) : undefined,
  ]);
  const existing = await findCustomBot(db, customerId);
  const values = {
    shortName: body.name.short,
    fullName: body.name.full,
    shortDescription: body.description.short,
    fullDescription: body.description.full,
    accentColor: body.accentColor,
    colorIcon: colorIcon?.toString('base64') ?? existing?.colorIcon ?? null,
    outlineIcon: outlineIcon?.toString('base64') ?? existing?.outlineIcon ?? null,
    updatedBy: principal.userId,
  };
  const row =
    body.version === undefined
      ? await insertCustomBot(db, customerId, values)
      : await updateCustomBot(db, customerId, body.version, values);
  if (!row) throw conflict(STALE_CUSTOM_BOT_MESSAGE);
  return { id: row.id, version: row.version };
}

/** The zip of the tenant's package, with the file name it is saved as. */
export async function downloadCustomBot(
  db: TDb,
  customerId: number,
  ctx: TCustomBotContext,
  by: TAuditActor,
) {
  const bot = await getCustomBot(db, customerId, ctx);
  const botId = ctx.microsoftAppId ?? stableGuid(`bot:${ctx.publicUrl}`);
  const zip = teamsPackage(bot, {
    customerId,
    botId,
    publicUrl: ctx.publicUrl,
    productName: ctx.productName,
  });
  const fileName = `${bot.name.short.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'bot'}-teams.zip`;
  await recordAudit(db, { customerId, action: 'teams.package-download', actor: by, target: fileName });
  return { zip, fileName };
}
