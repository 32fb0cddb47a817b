import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoTestApp, type TDemoTestApp } from '../test/demo-app';
import { requestAs } from '../test/kits/access';
import { createConversationCore } from './core/conversation-core';
import { employee } from '../test/kits/core';
import { confirmExample } from '../modules/questions/confirmed-examples.repository';
import { loadTrainingExamples } from './nlu/nlu.repository';
import { CONFIRMED_RETRAIN_DELAY_MS, createUnderstanding } from './understanding';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe('the bot with its trained intent model (demo knowledge base)', () => {
  let t: TDemoTestApp;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('learns from the questions and their training utterances of the tenant only', async () => {
    const acme = await loadTrainingExamples(t.db, t.acmeId);
    const globex = await loadTrainingExamples(t.db, t.globexId);
    expect(acme.length).toBeGreaterThan(600);
    expect(globex.length).toBeGreaterThan(100);
    const acmeIntents = new Set(acme.map((e) => e.intent));
    expect(globex.some((e) => acmeIntents.has(e.intent))).toBe(false);
  });

  it('answers a Spanish employee in Spanish, with placeholders filled, and an English one globally', async () => {
    const understanding = createUnderstanding(t.db, silentLog);
    const core = createConversationCore({ db: t.db, ranker: understanding.ranker });
    const spain = employee(t.acmeId, { countryCode: 'ES', roleId: 2 });
    const [es] = await core.handle(spain.says('cuántos días de vacaciones tengo'));
    expect(es!.text).toMatch(/^Tienes \d+ días laborables de vacaciones/);
    expect(es!.text).not.toContain('{{');
    expect(es!.buttons?.map((b) => b.value.kind)).toEqual(['rate', 'rate']);

    const us = employee(t.acmeId, { countryCode: 'US', roleId: 2 });
    const [global] = await core.handle(us.says('how much holiday do I get'));
    expect(global!.text).toMatch(/^You have \d+ vacation days per calendar year/);
  });

  it('answers a message that comes while the tenant’s first model is still training, once it is ready', async () => {
    const understanding = createUnderstanding(t.db, silentLog);
    understanding.knowledgeChanged(t.acmeId); // nothing loaded yet: a training run starts
    const core = createConversationCore({ db: t.db, ranker: understanding.ranker });
    const [reply] = await core.handle(
      employee(t.acmeId, { countryCode: 'US' }).says('how much holiday do I get'),
    );
    expect(reply!.text).toMatch(/^You have \d+ vacation days per calendar year/);
    // the demo's employees have taught it too little to move the thresholds: the shipped ones decide
    expect(await understanding.ranker.thresholds!(t.acmeId)).toBeUndefined();
    await understanding.close();
  });

  it('retrains in the background when a question is added, answering meanwhile', async () => {
    const understanding = createUnderstanding(t.db, silentLog);
    const ranker = understanding.ranker;
    expect((await ranker.rank(t.acmeId, 'where can I park my bicycle'))[0]?.score ?? 0).toBeLessThan(0.6);
    const res = await requestAs(t, 'POST', '/api/Questions/', 'admin@acme.test', t.acmeId, {
      text: 'Where can I park my bicycle?',
      trainingUtterances: [
        'bike parking',
        'where to leave my bicycle',
        'is there a bike rack',
        'park my bike',
      ],
    });
    expect(res.statusCode).toBe(200);
    const created: number = res.json().id;
    understanding.knowledgeChanged(t.acmeId);
    // the old model keeps answering while the new one trains
    await ranker.rank(t.acmeId, 'park my bike at the office');
    await expect
      .poll(async () => (await ranker.rank(t.acmeId, 'where can I park my bicycle'))[0]?.questionId, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(created);
  });

  it('retrains on a worker thread: the event loop stays free while the model trains', async () => {
    const messages: string[] = [];
    const log = { info: (_: unknown, m: string) => messages.push(m), warn: () => undefined };
    const understanding = createUnderstanding(t.db, { ...log, error: log.info } as never);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const before = performance.eventLoopUtilization();
    await understanding.knowledgeChanged(t.acmeId);
    // the share of the run this thread spent running code rather than waiting for work: what is
    // left for everyone else's requests. Training on this thread keeps it near 1.
    const busy = performance.eventLoopUtilization(before).utilization;
    clearInterval(ticker);
    expect(busy).toBeLessThan(0.5);
    expect(ticks).toBeGreaterThan(0);
    expect(messages).toEqual(['decision thresholds fitted', 'intent model trained']);
    const [top] = await understanding.ranker.rank(t.acmeId, 'how many vacation days do I have');
    expect(top?.score).toBeGreaterThan(0.5);
    await understanding.close();
  });

  it('keeps trained models in the database, so a restart loads them instead of training', async () => {
    const trainedBy = (messages: string[]) => messages.filter((m) => m === 'intent model trained').length;
    const recording = () => {
      const messages: string[] = [];
      const log = {
        info: (_: unknown, m: string) => messages.push(m),
        warn: () => undefined,
        error: () => undefined,
      };
      return { messages, log: log as never };
    };
    const first = recording();
    const trained = createUnderstanding(t.db, first.log);
    const warm = await trained.warmUp();
    expect(warm.tenants).toBe(2);
    // each tenant's decision thresholds were fitted with its model (on its evidence: the defaults
    // stand without), and are kept with it
    const fitted = await trained.ranker.thresholds!(t.acmeId);
    const afterRestart = recording();
    const restarted = createUnderstanding(t.db, afterRestart.log);
    expect(await restarted.warmUp()).toMatchObject({ tenants: 2 });
    expect(trainedBy(afterRestart.messages)).toBe(0);
    expect(await restarted.ranker.thresholds!(t.acmeId)).toEqual(fitted);
    const [top] = await restarted.ranker.rank(t.acmeId, 'how many vacation days do I have');
    expect(top?.score).toBeGreaterThan(0.5);
  });

  it('learns a confirmed example at the retrain after a quiet spell, one run for many confirmations', async () => {
    const messages: string[] = [];
    const log = {
      info: (_: unknown, m: string) => messages.push(m),
      warn: () => undefined,
      error: () => undefined,
    };
    const understanding = createUnderstanding(t.db, log as never);
    const phrase = 'the zorblax form for my gadget';
    const [question] = await loadTrainingExamples(t.db, t.acmeId);
    const target = Number(question!.intent);
    expect((await understanding.ranker.rank(t.acmeId, phrase))[0]?.questionId).not.toBe(target);
    const runs = messages.filter((m) => m === 'intent model trained').length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await confirmExample(t.db, t.acmeId, { questionId: target, text: phrase, utteranceId: null });
      understanding.examplesConfirmed(t.acmeId);
      understanding.examplesConfirmed(t.acmeId);
      vi.advanceTimersByTime(CONFIRMED_RETRAIN_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    // the new model answers as soon as it is swapped in; the run is logged once it is also stored
    const trainedRuns = () => messages.filter((m) => m === 'intent model trained').length;
    await expect.poll(trainedRuns, { timeout: 20_000, interval: 200 }).toBe(runs + 1);
    expect((await understanding.ranker.rank(t.acmeId, phrase))[0]?.questionId).toBe(target);
    expect(trainedRuns()).toBe(runs + 1);
    await understanding.close();
  });

  it('takes the model another process trained instead of answering with its old one', async () => {
    const notifications = t.database.notifications;
    const here = createUnderstanding(t.db, silentLog, { notifications });
    const elsewhere = createUnderstanding(t.db, silentLog, { notifications });
    try {
      await here.warmUp();
      await elsewhere.warmUp();
      const res = await requestAs(t, 'POST', '/api/Questions/', 'admin@acme.test', t.acmeId, {
        text: 'Can I bring my dog to the office?',
        trainingUtterances: [
          'dogs at work',
          'pets in the office',
          'bring my puppy to work',
          'is my dog allowed',
        ],
      });
      const created: number = res.json().id;
      elsewhere.knowledgeChanged(t.acmeId);
      await expect
        .poll(async () => (await here.ranker.rank(t.acmeId, 'can my dog come to work'))[0]?.questionId, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe(created);
    } finally {
      await here.close();
      await elsewhere.close();
    }
  });
});
