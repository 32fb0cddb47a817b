import { ZAuditAction, type TAuditAction, type TAuditFilter } from '@askhr/shared/audit/audit.schemas';

/** What the filter card holds: empty texts and null days or action filter on nothing. */
export interface TAuditFilterValues {
  /** whole days in the tenant's time zone, YYYY-MM-DD; both set or both null */
  from: string | null;
  to: string | null;
  action: TAuditAction | null;
  /** part of the actor's email */
  actor: string;
  /** part of the target */
  target: string;
}

export const EMPTY_AUDIT_FILTER: TAuditFilterValues = {
  from: null,
  to: null,
  action: null,
  actor: '',
  target: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function hasAuditFilter(values: TAuditFilterValues): boolean {
  return Boolean(values.from || values.to || values.action || values.actor.trim() || values.target.trim());
}

/** Filters and page live in the address, so a reload or a shared link shows the same events. */
export function auditFilterFromParams(params: URLSearchParams): TAuditFilterValues & { page: number } {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : null;
  };
  const from = day('from');
  const to = day('to');
  const action = ZAuditAction.safeParse(params.get('action'));
  const page = Number(params.get('page'));
  return {
    from: from && to ? from : null,
    to: from && to ? to : null,
    action: action.success ? action.data : null,
    actor: params.get('actor') ?? '',
    target: params.get('target') ?? '',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function paramsFromAuditFilter(values: TAuditFilterValues, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  if (values.from && values.to) {
    params.set('from', values.from);
    params.set('to', values.to);
  }
  if (values.action) params.set('action', values.action);
  if (values.actor.trim()) params.set('actor', values.actor);
  if (values.target.trim()) params.set('target', values.target);
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

/** The filter as the page and export routes read it: blank texts and open days left out. */
export function auditQuery(values: TAuditFilterValues): TAuditFilter {
  return {
    from: values.from ?? undefined,
    to: values.to ?? undefined,
    action: values.action ?? undefined,
    actor: values.actor.trim() || undefined,
    target: values.target.trim() || undefined,
  };
}
