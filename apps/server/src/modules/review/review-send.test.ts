import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app';
import { startSmtpSink } from '../../test/smtp-sink';
import { authHeaders, expectApiError, memberWith } from '../../test/kits/access';
import { SEND_PER_MINUTE } from './review-send.routes';
import { daysAgo, ES, logUtterance, seedReviewTenants } from '../../test/kits/review';

const PUBLIC_URL = 'https://portal.acme.test';

async function postAs(t: TTestApp, url: string, email: string, tenant: number, payload: unknown) {
  const headers = await authHeaders(t, email, tenant);
  return t.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

describe('Send: a training request e-mail through SMTP', () => {
  let t: TTestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let reviewer: string;
  const send = (url: string, payload: unknown) => postAs(t, url, reviewer, seed.acme.id, payload);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, MAIL_FROM: 'AskHR <no-reply@askhr.test>', PUBLIC_URL },
    });
    seed = await seedReviewTenants(t);
    reviewer = await memberWith(t, seed.acme.id, ['admin-user', 'view-feedback']);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('mails the chosen rows, in the order chosen, with a link to their preview', async () => {
    const { u1, u4 } = seed.rows;
    const res = await send('/api/ReviewUtterances/Send', { ids: [u4.id, u1.id], email: 'trainer@acme.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });

    const mail = sink.received.at(-1)!;
    expect(mail.to).toEqual(['trainer@acme.test']);
    expect(mail.from).toBe('no-reply@askhr.test');
    expect(mail.parsed.subject).toBe(`Training request from ${seed.acme.name}`);
    const link = `${PUBLIC_URL}/reviewPreview?id=${u4.id}&id=${u1.id}`;
    const text = mail.parsed.text!;
    expect(text).toContain(`Preview: ${link}`);
    expect(text.indexOf('How many vacation days do I have?')).toBeLessThan(
      text.indexOf('vacation days left'),
    );
    for (const part of [
      `Date: ${u1.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      'Country: ES',
      'Role: Team Member',
      'Utterance: vacation days left',
      'Answer returned: You have 25 days.',
      'Rating: Not Helpful',
      'Observations: check the Spanish answer',
    ])
      expect(text).toContain(part);
    const html = mail.parsed.html as string;
    expect(html).toContain('<table');
    expect(html).toContain('<td valign="top">vacation days left</td>');
    expect(html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('escapes what employees and reviewers wrote', async () => {
    const row = await logUtterance(t.db, seed.acme.id, {
      date: daysAgo(1),
      countryId: ES,
      roleId: 1,
      text: '<img src=x onerror=alert(1)> & "quotes"',
      observations: '</td></tr></table><a href="https://evil.test">click</a>\nsecond line',
    });
    const res = await send('/api/ReviewUtterances/Send', { ids: [row.id], email: 'trainer@acme.test' });
    expect(res.statusCode, res.body).toBe(200);
    const html = sink.received.at(-1)!.parsed.html as string;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('evil.test">');
    expect(html).toContain('click&lt;/a&gt;<br>second line');
  });

  it('links the Feedback preview from Feedback, and sends only rows that screen lists', async () => {
    const { u1, u2 } = seed.rows;
    const res = await send('/api/Feedback/Send', { ids: [u1.id], email: 'trainer@acme.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(sink.received.at(-1)!.parsed.text).toContain(
      `${PUBLIC_URL}/reviewPreview?id=${u1.id}&fromFeedback=true`,
    );
    // u2 was rated Helpful: Review Results lists it, Feedback does not
    const helpful = { ids: [u1.id, u2.id], email: 'trainer@acme.test' };
    expectApiError(await send('/api/Feedback/Send', helpful), 404, 'NOT_FOUND');
  });

  it('answers bad input with 400 and the field at fault', async () => {
    const noIds = await send('/api/ReviewUtterances/Send', { ids: [], email: 'trainer@acme.test' });
    expectApiError(noIds, 400, 'VALIDATION');
    expect(noIds.json().error.fields).toEqual({ ids: ['Select at least one utterance'] });
    const badEmail = await send('/api/ReviewUtterances/Send', { ids: [seed.rows.u1.id], email: 'trainer' });
    expectApiError(badEmail, 400, 'VALIDATION');
    expect(badEmail.json().error.fields).toEqual({ email: ['A valid e-mail address'] });
  });

  it("answers another tenant's id as it answers an unused one, and mails nothing", async () => {
    const before = sink.received.length;
    const foreign = await send('/api/ReviewUtterances/Send', {
      ids: [seed.rows.u1.id, seed.rows.foreign.id],
      email: 'trainer@acme.test',
    });
    const unused = await send('/api/ReviewUtterances/Send', {
      ids: [seed.rows.u1.id, 2_000_000_000],
      email: 'trainer@acme.test',
    });
    expectApiError(foreign, 404, 'NOT_FOUND');
    expect(foreign.body).toBe(unused.body);
    expect(foreign.body).not.toContain('globex');
    expect(sink.received.length).toBe(before);
  });

  it(`refuses a user's mail beyond ${SEND_PER_MINUTE} a minute with 429`, async () => {
    const busy = await memberWith(t, seed.acme.id, ['admin-user']);
    const unused = { ids: [2_000_000_000], email: 'trainer@acme.test' };
    for (let i = 0; i < SEND_PER_MINUTE; i++)
      expectApiError(
        await postAs(t, '/api/ReviewUtterances/Send', busy, seed.acme.id, unused),
        404,
        'NOT_FOUND',
      );
    const res = await postAs(t, '/api/ReviewUtterances/Send', busy, seed.acme.id, unused);
    expectApiError(res, 429, 'RATE_LIMITED');
    // another user of the tenant is not held back
    expectApiError(await send('/api/ReviewUtterances/Send', unused), 404, 'NOT_FOUND');
  });

  it('says the mail failed, with 502, when the SMTP server is gone', async () => {
    await sink.close();
    const res = await send('/api/ReviewUtterances/Send', {
      ids: [seed.rows.u1.id],
      email: 'trainer@acme.test',
    });
    expectApiError(res, 502, 'MAIL_FAILED');
  });
});

describe('Send without SMTP_URL', () => {
  let t: TTestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'askhr-outbox-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes the mail to DATA_DIR/outbox as an .eml file', async () => {
    const seed = await seedReviewTenants(t);
    const reviewer = await memberWith(t, seed.acme.id, ['admin-user']);
    const res = await postAs(t, '/api/ReviewUtterances/Send', reviewer, seed.acme.id, {
      ids: [seed.rows.u1.id],
      email: 'trainer@acme.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const eml = await fs.readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: trainer@acme.test');
    expect(eml).toContain(`Subject: Training request from ${seed.acme.name}`);
    expect(eml).toContain('From: AskHR <no-reply@askhr.example>');
  });
});
