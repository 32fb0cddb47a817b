import { describe, expect, it } from 'vitest';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { botUserOf, coreWithOneQuestion, employee, utterancesOf } from '../../test/kits/core';

const ES = 2;

/** The portal's Test Bot: "test as" values belong to each message, and what it says is a test. */
describe('conversation core: Test Bot messages', () => {
  const ctx = coreWithOneQuestion({
    countries: [ES],
    phrases: ['holidays'],
    answers: { [GLOBAL_COUNTRY_ID]: 'Global days.', [ES]: 'Spanish days.' },
  });

  it('answers a test without a country with the global template, whatever was tested before', async () => {
    const spain = employee(ctx.tenantId, {
      channelUserId: 'portal-7',
      countryCode: 'ES',
      roleId: 1,
      isTest: true,
    });
    const [asSpain] = await ctx.core().handle(spain.says('holidays'));
    expect(asSpain!.text).toBe('Spanish days.');
    // the picker cleared: the same member, a new token without a country
    const global = employee(ctx.tenantId, { channelUserId: 'portal-7', isTest: true });
    const [asGlobal] = await ctx.core().handle(global.says('holidays'));
    expect(asGlobal!.text).toBe('Global days.');
    const rows = await utterancesOf(ctx.t.db, (await botUserOf(ctx.t.db, ctx.tenantId, 'portal-7'))!.id);
    expect(rows.map((r) => [r.countryId, r.roleId])).toEqual([
      [ES, 1],
      [GLOBAL_COUNTRY_ID, 2],
    ]);
  });

  it('keeps the stored country of a real employee who gives none', async () => {
    const first = employee(ctx.tenantId, { channelUserId: 'dl-real', countryCode: 'ES' });
    await ctx.core().handle(first.says('holidays'));
    const [again] = await ctx
      .core()
      .handle(employee(ctx.tenantId, { channelUserId: 'dl-real' }).says('holidays'));
    expect(again!.text).toBe('Spanish days.');
  });

  it('logs Test Bot messages and their bot user as tests, and employees as real usage', async () => {
    const tester = employee(ctx.tenantId, { channelUserId: 'portal-8', isTest: true });
    await ctx.core().handle(tester.says('holidays'));
    const real = employee(ctx.tenantId, { channelUserId: 'dl-8' });
    await ctx.core().handle(real.says('holidays'));
    const testUser = (await botUserOf(ctx.t.db, ctx.tenantId, 'portal-8'))!;
    const realUser = (await botUserOf(ctx.t.db, ctx.tenantId, 'dl-8'))!;
    expect([testUser.isTest, realUser.isTest]).toEqual([true, false]);
    expect((await utterancesOf(ctx.t.db, testUser.id)).map((r) => r.isTest)).toEqual([true]);
    expect((await utterancesOf(ctx.t.db, realUser.id)).map((r) => r.isTest)).toEqual([false]);
  });
});
