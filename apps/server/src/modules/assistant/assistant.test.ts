import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholders } from '../../db/schema';
import { expectApiError } from '../../test/kits/access';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { multipartBody } from '../../test/multipart';
import { buildPdf } from '../../test/pdf-fixtures';
import { createQuestion } from '../../test/factories/questions';
import { memberHeaders } from '../../test/factories/users';

const HANDBOOK = buildPdf([
  [
    'Employee Handbook 2026',
    'Welcome to Acme. This handbook explains how we work together.',
    'Our offices are open from 8:00 to 18:00 on working days.',
  ],
  [
    'Vacation and time off',
    'Every full-time employee gets 25 vacation days per calendar year.',
    'Vacation days are requested in the HR portal at least two weeks ahead.',
    'Up to five unused days can be carried over to the next year.',
  ],
  [
    'Travel and expenses',
    'Submit expense reports within 30 days with the receipts attached.',
    'Meals during business travel are reimbursed up to 60 EUR per day.',
  ],
]);

const upload = (content: Buffer, filename = 'handbook.pdf', type = 'application/pdf') =>
  multipartBody([{ filename, type, content }]);

describe('POST /api/UserAnswers/{id}/generate', () => {
  let t: TTestApp;
  let llm: http.Server;
  let llmRequests: { url: string; auth: string; body: { model: string; messages: { content: string }[] } }[];
  let llmStatus = 200;
  let withLlm: TTestApp;
  let headers: Record<string, string>;
  let questionId: number;
  let otherTenantQuestionId: number;

  beforeAll(async () => {
    llmRequests = [];
    llm = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        llmRequests.push({
          url: req.url ?? '',
          auth: req.headers.authorization ?? '',
          body: JSON.parse(raw),
        });
        res.writeHead(llmStatus, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'You get 25 days (page 2).' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const port = (llm.address() as AddressInfo).port;

    t = await createTestApp();
    const tenant = await createTenant(t.db, { features: ['AIAnswerAssistant'] });
    headers = await memberHeaders(t, tenant.id, ['normal-user']);
    const question = await createQuestion(t.db, tenant.id, {
      text: 'How many vacation days do I get?',
      description: 'Annual leave allowance. Examples: how much holiday do I have',
      utterances: ['how many days off per year', 'what is my holiday allowance', 'vacation days'],
    });
    questionId = question.id;
    // the tenant's other questions tell the ranking which words every question has
    for (const text of [
      'How do I reset my password?',
      'How many sick days can I take?',
      'How do I get a new laptop?',
      'When is payday?',
      'How do I claim my expenses?',
      'Can I work from home?',
    ])
      await createQuestion(t.db, tenant.id, { text });
    const other = await createTenant(t.db, { features: ['AIAnswerAssistant'] });
    otherTenantQuestionId = (await createQuestion(t.db, other.id)).id;

    withLlm = await createTestApp({
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_MODEL: 'tiny-model',
        LLM_API_KEY: 'sk-test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await withLlm.close();
    await new Promise((resolve) => llm.close(resolve));
  });

  const post = (
    app: TTestApp,
    id: number,
    body: { payload: Buffer | string; contentType: string },
    h = headers,
  ) =>
    app.app.inject({
      method: 'POST',
      url: `/api/UserAnswers/${id}/generate`,
      headers: { ...h, 'content-type': body.contentType },
      payload: body.payload,
    });

  it('suggests an extractive answer from the best passages, citing their pages', async () => {
    const res = await post(t, questionId, upload(HANDBOOK));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mode).toBe('extractive');
    expect(body.sources[0].page).toBe(2);
    expect(body.sources[0].excerpt).toContain('25 vacation days');
    expect(body.text).toContain('25 vacation days per calendar year');
    expect(body.text).toContain('(page 2)');
    expect(body.sources.map((s: { page: number }) => s.page)).toEqual([2]);
  });

  it('refuses a file that is not a PDF, whatever its declared type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await post(t, questionId, upload(png, 'scan.pdf'));
    expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().error.message).toMatch(/not a PDF/);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await post(t, questionId, { payload: '{}', contentType: 'application/json' });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file above 10 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const res = await post(t, questionId, upload(big));
    expectApiError(res, 413, 'TOO_LARGE');
    expect(res.json().error.message).toMatch(/10 MB/);
  });

  it('says a broken PDF could not be read', async () => {
    const res = await post(t, questionId, upload(Buffer.from('%PDF-1.7\nthis is not really a pdf')));
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.message).toMatch(/^The PDF could not be read/);
  });

  it('wants exactly one file', async () => {
    const two = multipartBody([
      { filename: 'a.pdf', type: 'application/pdf', content: HANDBOOK },
      { name: 'file2', filename: 'b.pdf', type: 'application/pdf', content: HANDBOOK },
    ]);
    expectApiError(await post(t, questionId, two), 400, 'VALIDATION');
    const many = multipartBody(
      Array.from({ length: 7 }, (_, i) => ({
        name: `f${i}`,
        filename: `${i}.pdf`,
        type: 'application/pdf',
        content: HANDBOOK,
      })),
    );
    expectApiError(await post(t, questionId, many), 400, 'VALIDATION');
    const none = multipartBody([]);
    expectApiError(await post(t, questionId, none), 400, 'VALIDATION');
  });

  it('answers 404 for a question of another tenant and 403 without the feature or membership', async () => {
    expectApiError(await post(t, otherTenantQuestionId, upload(HANDBOOK)), 404, 'NOT_FOUND');
    const noFeature = await createTenant(t.db, {});
    const noFeatureHeaders = await memberHeaders(t, noFeature.id, ['normal-user']);
    expectApiError(await post(t, questionId, upload(HANDBOOK), noFeatureHeaders), 403, 'FORBIDDEN');
    const stranger = { ...noFeatureHeaders };
    expectApiError(
      await post(t, questionId, upload(HANDBOOK), { ...stranger, 'x-tenant-id': headers['x-tenant-id']! }),
      403,
      'FORBIDDEN',
    );
  });

  describe('with a language model configured', () => {
    let llmHeaders: Record<string, string>;
    let llmQuestionId: number;
    beforeAll(async () => {
      const tenant = await createTenant(withLlm.db, { features: ['AIAnswerAssistant'] });
      llmHeaders = await memberHeaders(withLlm, tenant.id, ['normal-user']);
      await withLlm.db
        .insert(placeholders)
        .values({ customerId: tenant.id, keyWord: 'vacationDays', info: 'Vacation days per year' });
      llmQuestionId = (
        await createQuestion(withLlm.db, tenant.id, { text: 'How many vacation days do I get?' })
      ).id;
    });

    it('returns the model text, having sent it the best passages', async () => {
      llmStatus = 200;
      const res = await post(withLlm, llmQuestionId, upload(HANDBOOK), llmHeaders);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ text: 'You get 25 days (page 2).', mode: 'llm' });
      const sent = llmRequests.at(-1)!;
      expect(sent.url).toBe('/v1/chat/completions');
      expect(sent.auth).toBe('Bearer sk-test');
      expect(sent.body.model).toBe('tiny-model');
      expect(sent.body.messages.at(-1)!.content).toContain('[page 2]');
      expect(sent.body.messages[0]!.content).toContain('{{vacationDays}}: Vacation days per year');
    });

    it('falls back to the extractive answer when the model fails', async () => {
      llmStatus = 500;
      const res = await post(withLlm, llmQuestionId, upload(HANDBOOK), llmHeaders);
      expect(res.statusCode).toBe(200);
      expect(res.json().mode).toBe('extractive');
      expect(res.json().text).toContain('(page 2)');
    });
  });
});
