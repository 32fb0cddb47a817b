import {
  DEFAULT_REPORTS_TIME_ZONE,
  EDITABLE_SETTING_KEYS,
  SETTING_KEYS,
  TIME_ZONE_INVALID,
} from '@askhr/shared/tenancy/tenancy.constants';
import type { TCustomSetting, TSettingSave, TTimezoneSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { isKnownTimeZone } from '@askhr/shared/time/zoned-time';
import type { TDb } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findSetting, findSettings, upsertSettings } from './settings.repository';
import { recordAudit, type TAuditActor } from '../audit/audit.service';

export async function listSettings(db: TDb, customerId: number): Promise<TCustomSetting[]> {
  return (await findSettings(db, customerId)).sort((a, b) => a.key.localeCompare(b.key));
}

export async function getSetting(db: TDb, customerId: number, key: string): Promise<TCustomSetting> {
  const setting = await findSetting(db, customerId, key);
  if (!setting) throw notFound(`The setting ${key} is not set for this tenant.`);
  return setting;
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
  await db.transaction(async (tx) => {
    await upsertSettings(tx, customerId, [{ key: name, value: body.value }]);
    await recordAudit(tx, {
      customerId,
      action: 'settings.update',
      actor: by,
      target: name,
      detail: body.value,
    });
  });
  return { key: name, value: body.value };
}
