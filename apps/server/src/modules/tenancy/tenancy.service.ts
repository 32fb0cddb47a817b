import { FEATURES, ROLE_TYPES } from '@askhr/shared/access/permissions';
import type { TClientConfiguration, TFeatureFlag, TRoleType } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { findFeatureStates } from './tenancy.repository';

/** Tells the portal which sign-in provider to use (DESIGN section 3). */
export function clientConfiguration(config: TConfig): TClientConfiguration {
  return {
    authority: config.auth.issuer,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    scope: config.auth.scope,
    embedded: config.auth.embedded,
    helpWidgetUrl: config.help.widgetUrl,
    supportEmail: config.help.supportEmail,
    productName: config.productName,
  };
}

export function listPermissions(tenant: TTenantContext): string[] {
  return [...tenant.permissions].sort();
}

/** Every known flag, switched off unless the tenant has it on. */
export async function listFeatures(db: TDb, customerId: number): Promise<TFeatureFlag[]> {
  const stored = new Map((await findFeatureStates(db, customerId)).map((f) => [f.name, f.active]));
  return FEATURES.map((name) => ({ name, active: stored.get(name) ?? false }));
}

export function listRoleTypes(): TRoleType[] {
  return ROLE_TYPES.map(({ id, name }) => ({ id, name }));
}
