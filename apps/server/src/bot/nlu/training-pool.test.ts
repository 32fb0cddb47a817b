import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TIntentExample } from './intent-model';
import type { TQuestionDocument } from './knowledge-search';
import { createModelRegistry } from './tenant-models';
import { trainInThread, type TTrainingData } from './tenant-training';
import { createTrainingPool } from './training-pool';

const TOPICS = [
  'vacation days|payslip|laptop|car parking|pension plan|training budget|travel expenses|sick leave',
  'parental leave|overtime|health insurance|bonus|remote work|office keys|company phone|password reset',
  'printer|badge|canteen|relocation|notice period|work certificate|tax form|bank details|shift swap',
  'public holidays|team event|mentoring|promotion|salary review|gym discount|bike lease|childcare',
  'meal vouchers|wellbeing day|visa support|desk booking|monitor|vpn access|email quota',
]
  .join('|')
  .split('|');
const FORMS = [
  'how do I get my {t}|question about {t}|where is the {t} policy|who handles {t}|{t} help please',
  'i need info on {t}|problem with my {t}|what are the rules for {t}|can you tell me about {t}',
  '{t} request|how does {t} work here|is there a form for {t}',
]
  .join('|')
  .split('|');

/** A tenant of 40 questions with 12 training utterances each, and its knowledge for the fit. */
function tenantData(): TTrainingData {
  const examples: TIntentExample[] = [];
  const documents: TQuestionDocument[] = TOPICS.map((topic, i) => {
    const utterances = FORMS.map((form) => form.replace('{t}', topic));
    examples.push(...utterances.map((text) => ({ text, intent: String(i + 1) })));
    const text = `What should I know about ${topic}?`;
    examples.push({ text, intent: String(i + 1) });
    const empty = { description: '', info: '', category: '', tags: '', confirmed: '' };
    return { id: i + 1, text, ...empty, utterances: utterances.join('\n'), answers: `About ${topic}.` };
  });
  const ranking = { signals: 'both', glossary: true } as const;
  // a third of the phrasings stand for what employees wrote, so that the thresholds are fitted
  const evidence = examples.filter((_, i) => i % 3 === 0).map((e) => e.text);
  return { examples, decision: { documents, ranking, outOfScope: ['tell me a joke'], evidence } };
}

/** A training thread that dies at its first run. */
const dyingThread = new URL(
  `data:text/javascript,${encodeURIComponent(
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', () => process.exit(3));`,
  )}`,
);

describe('the training pool', () => {
  const pool = createTrainingPool({ threads: 1 });
  afterAll(() => pool.close());

  it('trains a tenant on a thread of its own, and the model answers as one trained on this thread', async () => {
    const data = tenantData();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const before = performance.eventLoopUtilization();
    const there = await pool.train(data);
    // the share of the run this thread spent running code rather than waiting for work
    const busy = performance.eventLoopUtilization(before).utilization;
    clearInterval(ticker);
    expect(busy).toBeLessThan(0.5);
    expect(ticks).toBeGreaterThan(0);

    const here = await trainInThread(data);
    expect(there.serialized).toEqual(here.serialized);
    expect(there.decisionFit).toEqual(here.decisionFit);
    expect(there.decisionFit?.rule).toBe('fitted');
    expect(there.model.decision).toEqual(here.model.decision);
    for (const text of ['my payslip is wrong', 'can I lease a bike', 'what is the meaning of life'])
      expect(there.model.classify(text)).toEqual(here.model.classify(text));
  });

  it('fails a run whose training fails, and trains the next one', async () => {
    const data = tenantData();
    const missingTable = {
      file: '/nonexistent/word-vectors.bin',
      dims: 2,
      index: new Map<string, number>(),
      row: () => new Float32Array(2),
    };
    await expect(pool.train(data, { table: missingTable, weight: 1.5 })).rejects.toThrow(/ENOENT/);
    const { model } = await pool.train({ examples: data.examples.slice(0, 60) });
    expect(model.classify('vacation days please')[0]?.intent).toBe('1');
  });

  it('ends a thread left idle, and trains the next run on a new one', async () => {
    const brief = createTrainingPool({ threads: 1, idleMs: 10 });
    const small = { examples: tenantData().examples.slice(0, 60) };
    try {
      await brief.train(small);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { model } = await brief.train(small);
      expect(model.classify('my payslip is wrong')[0]?.intent).toBe('2');
    } finally {
      await brief.close();
    }
  });

  it('fails the run of a thread that dies, and gives the next run a new thread', async () => {
    const dying = createTrainingPool({ threads: 1, workerUrl: dyingThread });
    try {
      await expect(dying.train(tenantData())).rejects.toThrow('The training thread stopped (exit code 3)');
      // a dead thread takes no run: a new one does (and dies too)
      await expect(dying.train(tenantData())).rejects.toThrow('exit code 3');
    } finally {
      await dying.close();
    }
  });

  it('leaves the current model answering when its thread dies during a retrain', async () => {
    const dying = createTrainingPool({ threads: 1, workerUrl: dyingThread });
    const onError = vi.fn();
    let runs = 0;
    const registry = createModelRegistry({
      loadExamples: async () => ({ examples: tenantData().examples }),
      train: (data, embeddings) => (runs++ === 0 ? pool : dying).train(data, embeddings),
      onError,
    });
    try {
      const model = await registry.get('c1');
      await expect(registry.retrain('c1')).rejects.toThrow('exit code 3');
      expect(onError).toHaveBeenCalledWith(expect.any(Error), 'c1');
      expect(await registry.get('c1')).toBe(model);
      expect(registry.isTraining('c1')).toBe(false);
    } finally {
      await dying.close();
    }
  });
});
