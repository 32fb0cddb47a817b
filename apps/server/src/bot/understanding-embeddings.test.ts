import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client';
import { createTestDatabase } from '../test/db';
import { createTenant } from '../test/factories/tenants';
import { createAnswerVersion } from '../test/factories/versions';
import { createQuestion } from '../test/factories/questions';
import { textHash } from './nlu/dense-knowledge';
import { createEmbeddingsClient } from './nlu/embeddings-client';
import { startFakeEmbeddings } from '../test/kits/embeddings';
import { findTextEmbeddings } from './nlu/embeddings.repository';
import { createSentenceEncoder, type TSentenceEncoderSettings } from './nlu/sentence-encoder';
import { closedPortHost, writeTinyEncoder } from '../test/kits/sentence-encoder';
import { createUnderstanding } from './understanding';

const MODEL = 'fake-multilingual';
/** Says "bicycle" in words no question, utterance or answer of the tenant uses. */
const PARAPHRASE = 'I ride in every morning, what do I do with my two-wheeler?';

function recordingLog() {
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
    error: (...args: unknown[]) => warnings.push(String(args.at(-1))),
  };
  return { warnings, log: log as never };
}

async function createKnowledge(database: TDatabase) {
  const { db } = database;
  const tenant = await createTenant(db);
  const bicycle = await createQuestion(db, tenant.id, {
    text: 'Where can I park my bicycle?',
    utterances: ['bike parking', 'is there a bike rack', 'where do I leave my bike'],
  });
  const vacation = await createQuestion(db, tenant.id, {
    text: 'How many vacation days do I have?',
    utterances: ['holiday allowance', 'how many days off per year', 'annual leave'],
  });
  await createAnswerVersion(db, tenant.id, vacation.id, GLOBAL_COUNTRY_ID, {
    text: 'You have 25 vacation days a year.\nAsk your manager before you book them.',
  });
  await createQuestion(db, tenant.id, {
    text: 'When is payday?',
    utterances: ['when do I get paid', 'salary date', 'what day is my salary paid'],
  });
  await createQuestion(db, tenant.id, {
    text: 'How do I reset my password?',
    utterances: ['forgot my password', 'locked out of my laptop', 'cannot sign in'],
  });
  await createQuestion(db, tenant.id, {
    text: 'What time does the office open in the morning?',
    utterances: ['office hours', 'when does the building open', 'opening times'],
  });
  return { customerId: tenant.id, bicycleId: bicycle.id };
}

describe('ranking with an embeddings endpoint (EMBEDDINGS_URL)', () => {
  let database: TDatabase;
  let fake: Awaited<ReturnType<typeof startFakeEmbeddings>>;
  let acme: Awaited<ReturnType<typeof createKnowledge>>;
  const client = () => createEmbeddingsClient({ baseUrl: fake.baseUrl, model: MODEL });
  const withEndpoint = (log = recordingLog().log, embeddings = client()) =>
    createUnderstanding(database.db, log, { sentenceEmbeddings: embeddings });
  const withoutEndpoint = () => createUnderstanding(database.db, recordingLog().log);

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = await startFakeEmbeddings();
    acme = await createKnowledge(database);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => {
    fake.setMode('ok');
    fake.requests.length = 0;
  });

  it('puts first the question a paraphrase means, which the classifier and the search miss', async () => {
    const [plainTop] = await withoutEndpoint().ranker.rank(acme.customerId, PARAPHRASE);
    expect(plainTop?.questionId).not.toBe(acme.bicycleId);

    const understanding = withEndpoint();
    await understanding.warmUp();
    const [top, second] = await understanding.ranker.rank(acme.customerId, PARAPHRASE);
    expect(top?.questionId).toBe(acme.bicycleId);
    expect(top!.score - second!.score).toBeGreaterThan(0.1);
    // the knowledge: question, utterances and each paragraph of the active answers
    expect(fake.inputs()).toEqual(
      expect.arrayContaining(['bike parking', 'Ask your manager before you book them.', PARAPHRASE]),
    );
  });

  it('asks the endpoint only for texts it has not embedded yet', async () => {
    await withEndpoint().warmUp();
    fake.requests.length = 0;
    const restarted = withEndpoint();
    await restarted.warmUp();
    expect(fake.inputs()).toEqual([]);
    expect((await restarted.ranker.rank(acme.customerId, PARAPHRASE))[0]?.questionId).toBe(acme.bicycleId);
    expect(fake.inputs()).toEqual([PARAPHRASE]);

    const added = await createQuestion(database.db, acme.customerId, {
      text: 'Can I bring my dog to the office?',
      utterances: ['dogs at work', 'pets in the office'],
    });
    fake.requests.length = 0;
    restarted.knowledgeChanged(acme.customerId);
    // the new model's index embeds the new question's texts alone
    const knowledge = () => fake.inputs().filter((text) => text !== 'dogs at work');
    await expect
      .poll(
        async () => {
          await restarted.ranker.rank(acme.customerId, 'dogs at work');
          return knowledge().length;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThan(0);
    expect(knowledge().sort()).toEqual(['Can I bring my dog to the office?', 'pets in the office']);
    expect((await restarted.ranker.rank(acme.customerId, 'dogs at work'))[0]?.questionId).toBe(added.id);
  });

  it('ranks without the dense signal, and warns, when the endpoint fails or is slow', async () => {
    const plain = await withoutEndpoint().ranker.rank(acme.customerId, PARAPHRASE);

    const failing = recordingLog();
    const understanding = withEndpoint(failing.log);
    await understanding.warmUp();
    fake.setMode('fail');
    expect(await understanding.ranker.rank(acme.customerId, PARAPHRASE)).toEqual(plain);
    expect(failing.warnings).toContain('embeddings endpoint failed: messages are ranked without it for 30 s');
    // meanwhile messages do not wait for it
    fake.requests.length = 0;
    expect(await understanding.ranker.rank(acme.customerId, PARAPHRASE)).toEqual(plain);
    expect(fake.requests).toEqual([]);

    const slow = recordingLog();
    const impatient = withEndpoint(
      slow.log,
      createEmbeddingsClient({ baseUrl: fake.baseUrl, model: MODEL, messageTimeoutMs: 300 }),
    );
    fake.setMode('ok');
    await impatient.warmUp();
    fake.setMode('slow');
    const started = performance.now();
    expect(await impatient.ranker.rank(acme.customerId, PARAPHRASE)).toEqual(plain);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(slow.warnings).toContain('embeddings endpoint failed: messages are ranked without it for 30 s');
  });

  it('ranks without it while the knowledge cannot be embedded', async () => {
    const plain = await withoutEndpoint().ranker.rank(acme.customerId, 'bike parking');
    const unreachable = recordingLog();
    fake.setMode('fail');
    const understanding = withEndpoint(
      unreachable.log,
      createEmbeddingsClient({ baseUrl: fake.baseUrl, model: 'a-model-never-embedded-with' }),
    );
    await understanding.warmUp();
    expect(unreachable.warnings).toContain('knowledge could not be embedded: ranking goes on without it');
    expect(await understanding.ranker.rank(acme.customerId, 'bike parking')).toEqual(plain);
  });

  it("never reads one tenant's cached embeddings for another", async () => {
    await withEndpoint().warmUp();
    const globex = await createKnowledge(database);
    const hashes = ['bike parking', 'Where can I park my bicycle?'].map(textHash);
    expect((await findTextEmbeddings(database.db, acme.customerId, MODEL, hashes)).size).toBe(2);
    expect((await findTextEmbeddings(database.db, globex.customerId, MODEL, hashes)).size).toBe(0);

    fake.requests.length = 0;
    const understanding = withEndpoint();
    await understanding.warmUp();
    // the same texts, embedded again for the other tenant
    expect(fake.inputs()).toEqual(expect.arrayContaining(['bike parking', 'Where can I park my bicycle?']));
    expect((await findTextEmbeddings(database.db, globex.customerId, MODEL, hashes)).size).toBe(2);
    expect((await understanding.ranker.rank(globex.customerId, PARAPHRASE))[0]?.questionId).toBe(
      globex.bicycleId,
    );
  });

  it('leaves the classifier alone when it ranks by itself', async () => {
    const log = recordingLog();
    const alone = createUnderstanding(database.db, log.log, {
      signals: 'classifier',
      sentenceEmbeddings: client(),
    });
    const plain = createUnderstanding(database.db, recordingLog().log, { signals: 'classifier' });
    await alone.warmUp();
    expect(await alone.ranker.rank(acme.customerId, PARAPHRASE)).toEqual(
      await plain.ranker.rank(acme.customerId, PARAPHRASE),
    );
    expect(fake.requests).toEqual([]);
    expect(log.warnings).toEqual([
      'EMBEDDINGS_URL is set but NLU_SIGNALS=classifier ranks with the classifier alone',
    ]);
  });
});

describe('ranking with the local sentence encoder (EMBEDDINGS_MODEL without EMBEDDINGS_URL)', () => {
  const LOCAL_MODEL = 'askhr-tests/tiny-encoder';
  let database: TDatabase;
  let acme: Awaited<ReturnType<typeof createKnowledge>>;
  let models: string;
  const closing: (() => Promise<void>)[] = [];
  /** The understanding with the encoder of these settings, started as the app starts it: lazily. */
  const withEncoder = (settings: Partial<TSentenceEncoderSettings> = {}, log = recordingLog().log) => {
    const encoder = createSentenceEncoder(
      { model: LOCAL_MODEL, dir: models, allowFetch: false, ...settings },
      log,
    );
    closing.push(() => encoder.close());
    return createUnderstanding(database.db, log, { sentenceEmbeddings: () => encoder.start() });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    acme = await createKnowledge(database);
    models = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-encoder-'));
    writeTinyEncoder(models, LOCAL_MODEL);
  });
  afterAll(async () => {
    await Promise.all(closing.map((close) => close()));
    await database.close();
    fs.rmSync(models, { recursive: true, force: true });
  });

  it('puts first the question a paraphrase means, once the encoder has loaded', async () => {
    const [plainTop] = await createUnderstanding(database.db, recordingLog().log).ranker.rank(
      acme.customerId,
      PARAPHRASE,
    );
    expect(plainTop?.questionId).not.toBe(acme.bicycleId);

    const understanding = withEncoder();
    expect(await understanding.sentenceEmbeddingsReady()).toBe(true);
    await understanding.warmUp();
    const [top, second] = await understanding.ranker.rank(acme.customerId, PARAPHRASE);
    expect(top?.questionId).toBe(acme.bicycleId);
    expect(top!.score - second!.score).toBeGreaterThan(0.1);
  });

  it('ranks as without it, after one warning, when the model cannot be had', async () => {
    const plain = await createUnderstanding(database.db, recordingLog().log).ranker.rank(
      acme.customerId,
      PARAPHRASE,
    );
    const { warnings, log } = recordingLog();
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-encoder-'));
    try {
      const understanding = withEncoder(
        { dir: empty, allowFetch: true, remoteHost: await closedPortHost() },
        log,
      );
      // the first message starts the encoder and does not wait for it
      expect(await understanding.ranker.rank(acme.customerId, PARAPHRASE)).toEqual(plain);
      expect(await understanding.sentenceEmbeddingsReady()).toBe(false);
      await understanding.warmUp();
      expect(await understanding.ranker.rank(acme.customerId, PARAPHRASE)).toEqual(plain);
      expect(warnings).toEqual([
        'sentence encoder unavailable: messages are ranked without it; the next start tries again',
      ]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
