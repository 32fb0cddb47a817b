import {
  DEFAULT_REPORTS_TIME_ZONE,
  EDITABLE_SETTING_KEYS,
  SETTING_KEYS,
  TIME_ZONE_INVALID,
} from '@askhr/shared/tenancy/tenancy.constants';
import type { TCustomSetting, TSettingSave, TTimezoneSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { isKnownTimeZone } from '@askhr/shared/time/zoned-time';
import {
  MESSAGE_RETENTION_DEFAULT_DAYS,
  messageRetentionDaysOf,
  messageRetentionError,
} from '@askhr/shared/settings/retention';
import type { TDb } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findSetting, findSettings, upsertSettings } from './settings.repository';
import { recordAudit, type TAuditActor } from '../audit/audit.service';

export async function listSettings(db: TDb, customerId: number): Promise<TCustomSetting[]> {
  return (await findSettings(db, customerId)).sort((a, b) => a.key.localeCompare(b.key));
}

/** One setting of the tenant; the message retention reads as its default when the tenant has not chosen. */
export async function getSetting(db: TDb, customerId: number, key: string): Promise<TCustomSetting> {
  const setting = await findSetting(db, customerId, key);
  if (setting) return setting;
  if (key === SETTING_KEYS.messageRetentionDays)
    return { key, value: String(MESSAGE_RETENTION_DEFAULT_DAYS) };
  throw notFound(`The setting ${key} is not set for this tenant.`);
}

/** The days the tenant keeps employees' messages (docs/data-retention.md). */
export async function messageRetentionDays(db: TDb, customerId: number): Promise<number> {
  return messageRetentionDaysOf(
    (await findSetting(db, customerId, SETTING_KEYS.messageRetentionDays))?.value,
  );
}

/** The zone report buckets are cut in (DESIGN section 6). */
export async function reportsTimeZone(db: TDb, customerId: number): Promise<TTimezoneSetting> {
  const setting = await findSetting(db, customerId, SETTING_KEYS.reportsTimeZone);
  return { reportsTimeZone: setting?.value || DEFAULT_REPORTS_TIME_ZONE };
}

/**
 * The zone the portal's days and dates are read in; a stored zone this runtime does not know
 * (very rare) is read as UTC rather than failing.
 */
export async function tenantTimeZone(db: TDb, customerId: number): Promise<string> {
  const { reportsTimeZone: zone } = await reportsTimeZone(db, customerId);
  return isKnownTimeZone(zone) ? zone : DEFAULT_REPORTS_TIME_ZONE;
}

/**
 * Saves a setting of the Settings screen. A new report time zone recounts the tenant's report
 * rollups in the same transaction (a trigger on the settings table), so the dashboard follows at once.
 */
export async function saveSetting(
  db: TDb,
  customerId: number,
  name: (typeof EDITABLE_SETTING_KEYS)[number],
  body: TSettingSave,
  by: TAuditActor,
): Promise<TCustomSetting> {
  if (body.key !== undefined && body.key !== name)
    throw badRequest(`The key ${body.key} does not match the setting ${name} of the path.`, {
      key: [`Must be ${name}`],
    });
  if (name === SETTING_KEYS.reportsTimeZone && !isKnownTimeZone(body.value))
    throw badRequest(TIME_ZONE_INVALID, { value: [TIME_ZONE_INVALID] });
  const value = name === SETTING_KEYS.messageRetentionDays ? retentionValue(body.value) : body.value;
  await db.transaction(async (tx) => {
    await upsertSettings(tx, customerId, [{ key: name, value }]);
    await recordAudit(tx, {
      customerId,
      action: 'settings.update',
      actor: by,
      target: name,
      detail: value,
    });
  });
  return { key: name, value };
}

/** A valid retention as it is stored (whole days, no leading zeros); a 400 otherwise. */
function retentionValue(value: string): string {
  const error = messageRetentionError(value);
  if (error) throw badRequest(error, { value: [error] });
  return String(Number(value));
}
