import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp, type TDemoTestApp } from '../test/demo-app';
import { requestAs } from '../test/kits/access';
import { createConversationCore } from './core/conversation-core';
import { employee } from '../test/kits/core';
import { loadTrainingExamples } from './nlu/nlu.repository';

describe('the bot with custom questions (demo knowledge base)', () => {
  let t: TDemoTestApp;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('answers a custom question once saved, after the background retrain', async () => {
    const { ranker } = t.app.understanding;
    const core = createConversationCore({ db: t.db, ranker });
    const asks = () =>
      core.handle(employee(t.acmeId, { countryCode: 'DE' }).says('is there a rooftop terrace'));
    const [before] = await asks();
    expect(before!.text).not.toContain('rooftop');

    const res = await requestAs(t, 'POST', '/api/CustomQuestions/', 'admin@acme.test', t.acmeId, {
      questions: [
        'Is there a rooftop terrace?',
        'rooftop terrace',
        'can I go up to the roof terrace',
        'where is the terrace on the roof',
      ],
      answer: 'The rooftop terrace is open 8-18; questions to {{hrEmail}}.',
    });
    expect(res.statusCode).toBe(200);
    const id: number = res.json().id;
    const examples = await loadTrainingExamples(t.db, t.acmeId);
    expect(examples.filter((e) => e.intent === String(id)).length).toBeGreaterThanOrEqual(4);

    // the route told the bot; the old model answers until the new one is ready
    await expect
      .poll(async () => (await asks())[0]!.text, { timeout: 30_000, interval: 300 })
      .toBe('The rooftop terrace is open 8-18; questions to personal.de@acme.example.');
  });
});
