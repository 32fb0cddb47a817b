import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { createMailer } from '../../lib/mail/mailer';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { createAnswerVersion } from '../../test/factories/versions';
import { startSmtpSink } from '../../test/smtp-sink';
import { insertEmailInbox } from '../../modules/it-admin/email-inboxes.repository';
import { createConversationCore } from './conversation-core';
import { employee, scriptedRanker } from '../../test/kits/core';
import { createEscalationMail } from './escalation-mail';

const ES = 2;
const FEATURE = 'EscalateNotSatisfactoryAnswer';

describe('an answer rated Not helpful is mailed to the support inboxes', () => {
  let t: TTestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const script = scriptedRanker();
  const errors: unknown[] = [];
  const core = () =>
    createConversationCore({
      db: t.db,
      ranker: script.ranker,
      onEscalated: createEscalationMail({
        db: t.db,
        mailer: createMailer({
          smtpUrl: sink.url,
          from: 'AskHR <no-reply@askhr.test>',
          dataDir: '/nonexistent',
        }),
        productName: 'AskHR',
        onError: (err) => errors.push(err),
      }),
    });

  /** A tenant whose one question is answered in Spain, with these inboxes; its employee asks it. */
  async function askAndRate(features: string[], inboxes: string[], rating: 1 | -1) {
    const tenantId = (await createTenant(t.db, { countries: [ES], features })).id;
    for (const email of inboxes) await insertEmailInbox(t.db, tenantId, { name: email, email });
    const q = await createQuestion(t.db, tenantId, { text: 'Where is the canteen?' });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, {
      text: 'On floor 2, next to the lifts.',
    });
    script.on(tenantId, 'where do we eat lunch', [{ questionId: q.id, score: 0.95 }]);
    const emp = employee(tenantId, { countryCode: 'ES', roleId: BOT_ROLES.peopleManager });
    const [answer] = await core().handle(emp.says('where do we eat lunch'));
    const button = answer!.buttons!.find((b) => b.value.kind === 'rate' && b.value.rating === rating)!;
    return core().handle(emp.presses(button.value));
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("sends each inbox the employee's message, the answer, the country and the role", async () => {
    await askAndRate([FEATURE], ['hr@acme.test', 'people@acme.test'], -1);
    await vi.waitFor(() => expect(sink.received).toHaveLength(2), { timeout: 5000 });
    expect(sink.received.flatMap((m) => m.to).sort()).toEqual(['hr@acme.test', 'people@acme.test']);
    const mail = sink.received[0]!;
    expect(mail.from).toBe('no-reply@askhr.test');
    expect(mail.parsed.subject).toBe('Not helpful answer: where do we eat lunch');
    const text = mail.parsed.text!;
    for (const part of [
      'where do we eat lunch',
      'On floor 2, next to the lifts.',
      'Country: Spain',
      'Role: People Manager',
      'Channel: directline',
    ])
      expect(text).toContain(part);
    expect(errors).toEqual([]);
  });

  it('sends nothing for a Helpful rating, or where the tenant does not escalate', async () => {
    sink.received.length = 0;
    await askAndRate([FEATURE], ['hr@acme.test'], 1);
    await askAndRate([], ['hr@acme.test'], -1);
    // a later escalation that does mail shows the earlier ones had their chance to arrive
    await askAndRate([FEATURE], ['last@acme.test'], -1);
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5000 });
    expect(sink.received[0]!.to).toEqual(['last@acme.test']);
  });

  it('still thanks the employee when the mail server cannot be reached, and reports the failure', async () => {
    const unreachable = createConversationCore({
      db: t.db,
      ranker: script.ranker,
      onEscalated: createEscalationMail({
        db: t.db,
        mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test', dataDir: '/nonexistent' }),
        productName: 'AskHR',
        onError: (err) => errors.push(err),
      }),
    });
    const tenantId = (await createTenant(t.db, { countries: [ES], features: [FEATURE] })).id;
    await insertEmailInbox(t.db, tenantId, { name: 'HR', email: 'hr@acme.test' });
    const q = await createQuestion(t.db, tenantId, { text: 'Where is the gym?' });
    await createAnswerVersion(t.db, tenantId, q.id, GLOBAL_COUNTRY_ID, { text: 'Basement.' });
    script.on(tenantId, 'gym', [{ questionId: q.id, score: 0.95 }]);
    const emp = employee(tenantId, { countryCode: 'ES' });
    const [answer] = await unreachable.handle(emp.says('gym'));
    const button = answer!.buttons!.find((b) => b.value.kind === 'rate' && b.value.rating === -1)!;
    const replies = await unreachable.handle(emp.presses(button.value));
    expect(replies).toHaveLength(1);
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 15_000 });
  });
});
