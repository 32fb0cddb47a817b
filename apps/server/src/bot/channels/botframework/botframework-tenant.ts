import type { Activity } from 'botbuilder';
import type { TChannelId } from '@askhr/shared/countries/countries.constants';
import type { TConfig } from '../../../config';
import type { TDb } from '../../../db/client';
import { findEmulatorTenant, findTenantByTeamsTenantId } from './botframework.repository';

/** The Entra tenant id Teams puts on an activity (channelData first, as Teams documents it). */
export function entraTenantOf(activity: Partial<Activity>): string | undefined {
  const channelData: unknown = activity.channelData;
  const fromChannelData =
    channelData && typeof channelData === 'object' && 'tenant' in channelData
      ? (channelData.tenant as { id?: unknown } | undefined)?.id
      : undefined;
  if (typeof fromChannelData === 'string' && fromChannelData) return fromChannelData;
  return activity.conversation?.tenantId || undefined;
}

/** Our channel id for a Bot Framework channel, or undefined for a channel we do not serve. */
export function channelOf(activity: Partial<Activity>): TChannelId | undefined {
  if (activity.channelId === 'msteams') return 'msteams';
  if (activity.channelId === 'emulator') return 'emulator';
  return undefined;
}

/**
 * The tenant an activity belongs to: the one whose `TeamsTenantId` setting is the activity's Entra
 * tenant; for the Emulator, which names no tenant, EMULATOR_TENANT_ID or else the first tenant.
 */
export async function tenantOfActivity(db: TDb, config: TConfig, activity: Partial<Activity>) {
  const entraTenantId = entraTenantOf(activity);
  if (entraTenantId) {
    const customerId = await findTenantByTeamsTenantId(db, entraTenantId);
    if (customerId !== undefined || activity.channelId !== 'emulator') return customerId;
  }
  if (activity.channelId !== 'emulator') return undefined;
  return findEmulatorTenant(db, config.teams.emulatorTenantId);
}
