import { editRefusal, type TEditRole } from '@askhr/shared/versioned-values/edit-scope';
import type { TTenantContext } from '../../auth/guard';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { TTenantCountry } from '../../auth/access.repository';

export type { TTenantCountry };

/** What every knowledge-base call needs of the tenant: its countries (Global first) and the user's roles. */
export interface TKnowledgeContext {
  customerId: number;
  countries: readonly TTenantCountry[];
  roles: readonly TEditRole[];
}

/** Kept by the guard with the membership (and dropped with it when roles or countries change). */
export function knowledgeContext(tenant: TTenantContext): TKnowledgeContext {
  return { customerId: tenant.customerId, countries: tenant.countries, roles: tenant.editRoles };
}

/** A country of the tenant by code (any case) or id; 404 when the tenant does not have it. */
export function tenantCountry(context: TKnowledgeContext, codeOrId: string | number): TTenantCountry {
  const key = String(codeOrId).toUpperCase();
  const country = context.countries.find((c) => c.code === key || String(c.id) === key);
  if (!country) throw notFound(`${String(codeOrId)} is not one of this tenant's countries.`);
  return country;
}

/** 403 unless one of the user's roles covers both the country and the item's category. */
export function assertCanEdit(context: TKnowledgeContext, countryId: number, categoryId: number | null) {
  const refusal = editRefusal(context.roles, countryId, categoryId);
  if (refusal === 'country') throw forbidden("Your roles do not let you edit this country's content.");
  if (refusal === 'category') throw forbidden('Your roles do not let you edit content of this category.');
}

/** The country of item `index` of a save list; 400 on that field when the tenant does not have it. */
export function saveCountry(context: TKnowledgeContext, countryId: number, index: number): TTenantCountry {
  const country = context.countries.find((c) => c.id === countryId);
  const message = `Country ${countryId} is not one of this tenant's countries.`;
  if (!country) throw badRequest(message, { [`${index}.countryId`]: [message] });
  return country;
}
