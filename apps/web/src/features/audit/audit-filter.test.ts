import { describe, expect, it } from 'vitest';
import {
  auditFilterFromParams,
  auditQuery,
  EMPTY_AUDIT_FILTER,
  hasAuditFilter,
  paramsFromAuditFilter,
} from './audit-filter';

describe('the audit filter in the address', () => {
  it('reads what it wrote, page included', () => {
    const values = {
      from: '2026-11-01',
      to: '2026-11-20',
      action: 'role.update',
      actor: 'ana',
      target: 'x',
    } as const;
    const params = paramsFromAuditFilter(values, 2);
    expect(params.toString()).toBe(
      'from=2026-11-01&to=2026-11-20&action=role.update&actor=ana&target=x&page=3',
    );
    expect(auditFilterFromParams(params)).toEqual({ ...values, page: 2 });
  });

  it('ignores an unknown action, a half range, a bad day and a bad page', () => {
    const params = new URLSearchParams('from=2026-11-01&action=nope&page=-4');
    expect(auditFilterFromParams(params)).toEqual({ ...EMPTY_AUDIT_FILTER, page: 0 });
    expect(auditFilterFromParams(new URLSearchParams('from=1 Nov&to=2026-11-20')).from).toBeNull();
  });

  it('leaves blank texts out of the query and the address', () => {
    const values = { ...EMPTY_AUDIT_FILTER, actor: '  ', target: ' pat ' };
    expect(auditQuery(values)).toEqual({ target: 'pat' });
    expect(paramsFromAuditFilter(values).toString()).toBe('target=+pat+');
    expect(hasAuditFilter({ ...EMPTY_AUDIT_FILTER, actor: ' ' })).toBe(false);
    expect(hasAuditFilter({ ...EMPTY_AUDIT_FILTER, action: 'export' })).toBe(true);
  });
});
