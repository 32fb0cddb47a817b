import { DEFAULT_REPORTS_TIME_ZONE, SETTING_KEYS } from '@askhr/shared/tenancy/tenancy.constants';
import type { TCustomSetting, TTimezoneSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findSetting, findSettings } from './settings.repository';

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
