import { beforeAll, describe, expect, it } from 'vitest';
import { createAnswerVersion } from '../../test/factories/versions';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createConversationCore } from './conversation-core';
import { createCloseQuestions, createReactionText, employee, scriptedRanker } from '../../test/kits/core';

const ES = 2;
const DE = 3;
const titles = (buttons: readonly { title: string }[] | undefined) => buttons?.map((b) => b.title);

/** The bot's own words (the options' prompt, None of these, Helpful / Not helpful) follow the employee. */
describe("conversation core: the bot's buttons in the employee's language", () => {
  const script = scriptedRanker();
  let t: TTestApp;
  let tenantId: number;
  let questions: { id: number; text: string }[];
  const core = () => createConversationCore({ db: t.db, ranker: script.ranker });

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, DE] })).id;
    questions = await createCloseQuestions(t.db, tenantId, script, '¿Cuántos días de vacaciones tengo?');
    await createAnswerVersion(t.db, tenantId, questions[0]!.id, ES, {
      text: 'Tienes 25 días de vacaciones.',
    });
    script.on(tenantId, 'vacaciones', [{ questionId: questions[0]!.id, score: 0.3 }]);
    script.on(tenantId, 'Wie viele Urlaubstage habe ich noch?', [
      { questionId: questions[0]!.id, score: 0.95 },
    ]);
    script.on(tenantId, 'How many vacation days do I have left?', [
      { questionId: questions[0]!.id, score: 0.95 },
    ]);
    await createReactionText(
      t.db,
      tenantId,
      'welcome',
      ES,
      'Hola, soy el asistente de RR. HH. ¿En qué puedo ayudarte?',
    );
  });

  it('offers the questions in Spanish to a Spanish message, and rates the answer in Spanish', async () => {
    const emp = employee(tenantId, { countryCode: 'ES' });
    const [offer] = await core().handle(emp.says('¿Cuántos días de vacaciones tengo?'));
    expect(offer!.text).toBe('¿Cuál de estas querías decir?');
    expect(titles(offer!.buttons)?.at(-1)).toBe('Ninguna de estas');
    const [answer] = await core().handle(emp.presses(offer!.buttons![0]!.value));
    expect(answer!.text).toBe('Tienes 25 días de vacaciones.');
    expect(titles(answer!.buttons)).toEqual(['Me ha servido', 'No me ha servido']);
  });

  it("speaks the country's language when the message is too short to tell", async () => {
    const emp = employee(tenantId, { countryCode: 'ES' });
    expect((await core().handle(emp.says('/start')))[0]!.text).toMatch(/^Hola/);
    const [offer] = await core().handle(emp.says('vacaciones'));
    expect(offer!.text).toBe('No estoy seguro de haberte entendido. ¿Te refieres a una de estas?');
    expect(titles(offer!.buttons)).toEqual([questions[0]!.text, 'Ninguna de estas']);
  });

  it('answers German and English messages with buttons in their language', async () => {
    const de = employee(tenantId, { countryCode: 'DE' });
    const [german] = await core().handle(de.says('Wie viele Urlaubstage habe ich noch?'));
    expect(titles(german!.buttons)).toEqual(['Hilfreich', 'Nicht hilfreich']);
    const es = employee(tenantId, { countryCode: 'ES' });
    const [english] = await core().handle(es.says('How many vacation days do I have left?'));
    expect(titles(english!.buttons)).toEqual(['Helpful', 'Not helpful']);
  });

  it('keeps English where the country inherits the welcome and the message cannot be told', async () => {
    const emp = employee(tenantId, { countryCode: 'DE' });
    const [offer] = await core().handle(emp.says('vacaciones'));
    expect(titles(offer!.buttons)?.at(-1)).toBe('None of these');
  });
});
