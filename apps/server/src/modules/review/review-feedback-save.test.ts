import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { requestAs } from '../../test/kits/access';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { logUtterance, sampleUtterance, seedReviewTenants } from '../../test/kits/review';

describe('POST /api/Feedback/: the inline edits of the Feedback screen', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
    viewer = await memberWith(t, seed.acme.id, ['view-feedback']);
  });
  afterAll(() => t.close());

  const save = (payload: unknown, email = viewer, tenant = seed.acme.id) =>
    requestAs(t, 'POST', '/api/Feedback/', email, tenant, payload);

  it('saves the state and observations of a Not Helpful row for a holder of view-feedback', async () => {
    const row = await logUtterance(t.db, seed.acme.id, sampleUtterance());
    const res = await save({ id: row.id, state: 3, observations: 'answer updated', silent: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, state: 3, observations: 'answer updated', rating: -1 });
    const listed = await getAs(t, '/api/Feedback/page?pageSize=200', viewer, seed.acme.id);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id: row.id, state: 3, observations: 'answer updated' }),
    );
  });

  it('treats a row Feedback does not list (rated Helpful) like an unknown one', async () => {
    expectApiError(await save({ id: seed.rows.u2.id, state: 3 }), 404, 'NOT_FOUND');
    expectApiError(await save({ id: 2_000_000_000, state: 3 }), 404, 'NOT_FOUND');
  });

  it('refuses bad input with 400 and the spec message', async () => {
    expectApiError(await save({ id: seed.rows.u1.id, state: 9 }), 400, 'VALIDATION');
    const res = await save({ id: seed.rows.u1.id, state: 2, reviewQuestionId: seed.questions.vacation.id });
    expectApiError(res, 400, 'VALIDATION');
    expect(res.body).toContain('Training utterance must not be empty');
  });

  it("gives another tenant's member 403 here and 404 for this tenant's row in its own tenant", async () => {
    const globexAdmin = await memberWith(t, seed.globex.id, [...PERMISSIONS]);
    expectApiError(await save({ id: seed.rows.u1.id, state: 3 }, globexAdmin), 403, 'FORBIDDEN');
    expectApiError(
      await save({ id: seed.rows.u1.id, state: 3 }, globexAdmin, seed.globex.id),
      404,
      'NOT_FOUND',
    );
  });

  it('needs view-feedback and the ReviewFeedback feature', async () => {
    const adminOnly = await memberWith(t, seed.acme.id, ['admin-user', 'normal-user']);
    expectApiError(await save({ id: seed.rows.u1.id, state: 3 }, adminOnly), 403, 'FORBIDDEN');
    const withoutFlag = await createTenant(t.db, {
      features: FEATURES.filter((f) => f !== 'ReviewFeedback'),
    });
    const row = await logUtterance(t.db, withoutFlag.id, sampleUtterance());
    const member = await memberWith(t, withoutFlag.id, ['view-feedback']);
    expectApiError(await save({ id: row.id, state: 3 }, member, withoutFlag.id), 403, 'FORBIDDEN');
  });
});
