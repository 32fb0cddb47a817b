import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../test/kits/access';
import { createTestApp, type TTestApp } from '../../test/app';
import { withStallWatch } from '../../test/event-loop';
import { createTenant } from '../../test/factories/tenants';
import { multipartBody } from '../../test/multipart';
import { EMPTY_TEXT_OPERATORS, buildPdfBomb } from '../../test/pdf-fixtures';
import { createQuestion } from '../../test/factories/questions';
import { memberHeaders } from '../../test/factories/users';

// the real limit is 10 s; a short one keeps the test quick and shows the limit is what answers
const TIME_LIMIT_MS = 1000;

describe('POST /api/UserAnswers/{id}/generate with a PDF bomb', () => {
  let t: TTestApp;
  let headers: Record<string, string>;
  let questionId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { ASSISTANT_PDF_SECONDS: String(TIME_LIMIT_MS / 1000) } });
    const tenant = await createTenant(t.db, { features: ['AIAnswerAssistant'] });
    headers = await memberHeaders(t, tenant.id, ['normal-user']);
    questionId = (await createQuestion(t.db, tenant.id, { text: 'How many vacation days do I get?' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 once the time limit is up, while the server keeps answering others', async () => {
    // ~120 KB that inflates to 48 MB of operators showing no text: seconds of work for the reader
    const body = multipartBody([
      {
        filename: 'bomb.pdf',
        type: 'application/pdf',
        content: buildPdfBomb({ operators: EMPTY_TEXT_OPERATORS }),
      },
    ]);
    const healthLatenciesMs: number[] = [];
    const { outcome, elapsedMs, longestStallMs } = await withStallWatch(async () => {
      const upload = t.app.inject({
        method: 'POST',
        url: `/api/UserAnswers/${questionId}/generate`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      let isDone = false;
      void upload.finally(() => (isDone = true));
      while (!isDone) {
        const asked = performance.now();
        const health = await t.app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(200);
        healthLatenciesMs.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return upload;
    });

    expect(outcome.status).toBe('fulfilled');
    const res = (outcome as PromiseFulfilledResult<Awaited<ReturnType<TTestApp['app']['inject']>>>).value;
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.message).toBe('This PDF is too complex to read: it took too long.');
    expect(elapsedMs).toBeLessThan(TIME_LIMIT_MS + 8000);
    expect(longestStallMs).toBeLessThan(1000);
    expect(healthLatenciesMs.length).toBeGreaterThan(3);
    expect(Math.max(...healthLatenciesMs)).toBeLessThan(1000);
  });
});
