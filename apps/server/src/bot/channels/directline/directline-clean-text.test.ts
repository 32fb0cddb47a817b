import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversationCore } from '../../core/conversation-core';
import { createReactionText, scriptedRanker } from '../../../test/kits/core';
import { saveCustomQuestion } from '../../../modules/custom-questions/custom-questions.service';
import { createTenant } from '../../../test/factories/tenants';
import { createUser } from '../../../test/factories/users';
import { createPlaceholder } from '../../../test/factories/placeholders';
import { createQuestion } from '../../../test/factories/questions';
import { createVersion } from '../../../test/factories/versions';
import { createAnswerVersion } from '../../../test/factories/versions';
import type { TActivity } from './directline.types';
import { call, startDirectLineServer, type TDirectLineServer } from '../../../test/kits/directline';

const ES = 2;

/**
 * Texts sent to employees are Markdown: what an editor saved (answers, custom question answers, bot
 * reaction texts, the placeholder values filled into them) reaches Web Chat as text, never as HTML.
 */
describe('Direct Line: what editors wrote arrives clean, through the real core', () => {
  let server: TDirectLineServer;
  let tenantId: number;
  const script = scriptedRanker();

  beforeAll(async () => {
    server = await startDirectLineServer({}, false, (db) =>
      createConversationCore({ db, ranker: script.ranker }),
    );
    const { db } = server;
    tenantId = (await createTenant(db, { countries: [ES] })).id;
    const placeholderValue = async (keyWord: string, text: string) => {
      const placeholder = await createPlaceholder(db, tenantId, { keyWord });
      await createVersion(db, tenantId, { kind: 'placeholder', itemId: placeholder.id, countryId: ES, text });
    };
    await placeholderValue('canteenFloor', '<b onmouseover="alert(1)">planta baja</b>');
    await placeholderValue('hrPortal', 'javascript:alert(document.domain)');
    const answered = async (phrase: string, text: string) => {
      const question = await createQuestion(db, tenantId, { text: `${phrase}?` });
      await createAnswerVersion(db, tenantId, question.id, ES, { text });
      script.on(tenantId, phrase, [{ questionId: question.id, score: 0.9 }]);
    };
    await answered('may I work from home', 'Sí. <img src=x onerror="alert(document.domain)">');
    await answered('where is the portal', 'Open [the portal]({{hrPortal}}) or [ok](https://ok.example).');
    const author = await createUser(db);
    const custom = await saveCustomQuestion(
      db,
      tenantId,
      { userId: author.id, email: author.email, name: author.name, sub: author.identityId! },
      {
        questions: ['Where is the canteen?'],
        answer: 'On {{canteenFloor}}. <svg onload="alert(1)"></svg>',
        questionsOriginal: [],
        questionsDeleted: [],
      },
    );
    script.on(tenantId, 'where can I eat', [{ questionId: custom.id, score: 0.9 }]);
    await createReactionText(db, tenantId, 'noneIntent', ES, 'Perdona. <script>alert(1)</script>');
  });
  afterAll(() => server.close());

  /** The text of the bot's reply to `text`, said by an employee in Spain over Direct Line. */
  async function replyTo(text: string) {
    const token = await server.issue({ customerId: tenantId, botUserId: 'dl-es', countryCode: 'ES' });
    const started = await call(server, 'POST', '/conversations', token);
    expect(started.status).toBe(201);
    const { conversationId, token: conversationToken } = started.body as {
      conversationId: string;
      token: string;
    };
    const path = `/conversations/${conversationId}/activities`;
    expect((await call(server, 'POST', path, conversationToken, { type: 'message', text })).status).toBe(200);
    const read = await call(server, 'GET', path, conversationToken);
    const replies = (read.body.activities as TActivity[]).filter((a) => a.from.role === 'bot');
    expect(replies).toHaveLength(1);
    return replies[0]!.text;
  }

  it('sends the HTML of an answer as text', async () => {
    expect(await replyTo('may I work from home')).toBe('Sí. &lt;img src=x onerror="alert(document.domain)">');
  });

  it('sends the HTML of a custom question answer and of a placeholder value as text', async () => {
    expect(await replyTo('where can I eat')).toBe(
      'On &lt;b onmouseover="alert(1)">planta baja&lt;/b>. &lt;svg onload="alert(1)">&lt;/svg>',
    );
  });

  it('sends the HTML of a bot reaction text as text', async () => {
    expect(await replyTo('blah blah')).toBe('Perdona. &lt;script>alert(1)&lt;/script>');
  });

  it('keeps a Markdown link whole, and drops the link a placeholder turned into a script', async () => {
    expect(await replyTo('where is the portal')).toBe('Open the portal or [ok](https://ok.example).');
  });
});
