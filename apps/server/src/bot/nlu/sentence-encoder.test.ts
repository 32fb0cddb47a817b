import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_EMBEDDINGS_MODEL, parseConfig } from '../../config';
import { testConfig } from '../../test/app';
import { fakeVector } from '../../test/kits/embeddings';
import { createSentenceEncoder, sentenceEncoderOf, type TSentenceEncoder } from './sentence-encoder';
import { isModelPresent, localEncoderStatus } from './sentence-encoder-files';
import { closedPortHost, startFakeHub, writeTinyEncoder } from '../../test/kits/sentence-encoder';

const MODEL = 'askhr-tests/tiny-encoder';

function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const record =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      lines.push({ level, fields, message });
  return { lines, log: { info: record('info'), warn: record('warn') } as never };
}

const norm = (v: Float32Array) => Math.hypot(...v);
const unit = (v: number[]) => v.map((x) => x / Math.hypot(...v));

describe('the local sentence encoder', () => {
  let models: string;
  const encoders: TSentenceEncoder[] = [];
  const temporary = () => fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-encoder-'));
  const open = (
    settings: Partial<Parameters<typeof createSentenceEncoder>[0]> = {},
    log = recordingLog(),
  ) => {
    const encoder = createSentenceEncoder(
      { model: MODEL, dir: models, allowFetch: false, ...settings },
      log.log,
    );
    encoders.push(encoder);
    return encoder;
  };

  beforeAll(() => {
    models = temporary();
    writeTinyEncoder(models, MODEL);
  });
  afterEach(async () => {
    await Promise.all(encoders.splice(0).map((encoder) => encoder.close()));
  });
  afterAll(() => fs.rmSync(models, { recursive: true, force: true }));

  it('loads the model from the data directory with fetching off, on a thread of its own', async () => {
    const { lines, log } = recordingLog();
    const encoder = open({}, { lines, log });
    const client = await encoder.start();
    expect(client?.model).toBe(`${MODEL}:q8`);
    expect(encoder.status()).toMatchObject({ state: 'ready', source: 'local' });
    // the main thread is thread 0
    expect(encoder.status().threadId).toBeGreaterThan(0);
    expect(lines.map((l) => l.message)).toEqual(['sentence encoder ready']);
  });

  it('averages the tokens the attention mask keeps, and gives unit vectors', async () => {
    const client = (await open().start())!;
    const alone = await client.embedMessage('bike');
    // one batch: "bike" is padded to the length of the other text
    const [padded, long] = await client.embedKnowledge([
      'bike',
      'where do I leave my bicycle on vacation days',
    ]);
    // [CLS] bike [SEP]: the mean of their rows, as a unit vector
    const expected = unit(fakeVector('bike').map((v, i) => v + 2 * fakeVector('')[i]!));
    expect([...alone].map((v) => Number(v.toFixed(5)))).toEqual(expected.map((v) => Number(v.toFixed(5))));
    expect([...padded!].map((v) => Number(v.toFixed(5)))).toEqual(
      [...alone].map((v) => Number(v.toFixed(5))),
    );
    for (const vector of [alone, padded!, long!]) expect(norm(vector)).toBeCloseTo(1, 5);
  });

  it('fetches the model once into the data directory, then reads it from there', async () => {
    const hub = await startFakeHub(models);
    const dataDir = temporary();
    try {
      const first = open({ dir: dataDir, allowFetch: true, remoteHost: hub.remoteHost });
      expect(await first.start()).toBeDefined();
      expect(first.status().source).toBe('fetched');
      expect(hub.requests).toEqual(
        expect.arrayContaining(
          ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx'].map(
            (file) => `/${MODEL}/resolve/main/${file}`,
          ),
        ),
      );
      expect(isModelPresent(dataDir, MODEL)).toBe(true);
      // the download's own folder is gone once the model is in place
      expect(fs.readdirSync(path.join(dataDir, '.download'))).toEqual([]);

      hub.requests.length = 0;
      const second = open({ dir: dataDir, allowFetch: true, remoteHost: hub.remoteHost });
      const client = await second.start();
      expect(second.status().source).toBe('local');
      expect(norm(await client!.embedMessage('bike'))).toBeCloseTo(1, 5);
      expect(hub.requests).toEqual([]);
    } finally {
      await hub.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the event loop free while it encodes a large knowledge batch', async () => {
    const client = (await open().start())!;
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const texts = Array.from({ length: 4_000 }, (_, i) => `bike number ${i} for the holiday`);
      const vectors = await client.embedKnowledge(texts);
      expect(vectors).toHaveLength(4_000);
    } finally {
      clearInterval(timer);
    }
    // encoded on this thread, the batch would have let no timer run until it ended
    expect(ticks).toBeGreaterThan(2);
  });

  it('encodes a message before the rest of a knowledge batch under way', async () => {
    const client = (await open().start())!;
    const finished: string[] = [];
    const texts = Array.from({ length: 4_000 }, (_, i) => `payday number ${i}`);
    const knowledge = client.embedKnowledge(texts).then((vectors) => {
      finished.push('knowledge');
      return vectors;
    });
    const message = await client.embedMessage('when is my salary paid');
    finished.push('message');
    expect(norm(message)).toBeCloseTo(1, 5);
    const vectors = await knowledge;
    expect(finished).toEqual(['message', 'knowledge']);
    // the batch came back whole and in order
    expect([...vectors[3_999]!]).toEqual([...(await client.embedKnowledge(['payday number 3999']))[0]!]);
  });

  it('says once that a model which cannot be fetched is unavailable, and nothing waits for it', async () => {
    const dataDir = temporary();
    try {
      const { lines, log } = recordingLog();
      const encoder = open(
        { dir: dataDir, allowFetch: true, remoteHost: await closedPortHost() },
        { lines, log },
      );
      expect(await encoder.start()).toBeUndefined();
      expect(encoder.status().state).toBe('unavailable');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 'warn',
        message: 'sentence encoder unavailable: messages are ranked without it; the next start tries again',
        fields: {
          model: MODEL,
          reason: expect.stringMatching(/could not fetch it from http:\/\/127\.0\.0\.1/),
        },
      });
      // a reason, not an error with its stack
      expect(lines[0]!.fields.err).toBeUndefined();
      expect(isModelPresent(dataDir, MODEL)).toBe(false);
      expect(fs.readdirSync(path.join(dataDir, '.download'))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives up a fetch that gets no answer', async () => {
    const hub = await startFakeHub(models);
    hub.setMode('silent');
    const dataDir = temporary();
    try {
      const { lines, log } = recordingLog();
      const encoder = open(
        { dir: dataDir, allowFetch: true, remoteHost: hub.remoteHost, fetchTimeoutMs: 300 },
        { lines, log },
      );
      expect(await encoder.start()).toBeUndefined();
      expect(lines.map((l) => l.fields.reason)).toEqual([expect.stringMatching(/no answer from the server/)]);
    } finally {
      await hub.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers no message once closed', async () => {
    const encoder = open();
    const client = (await encoder.start())!;
    await encoder.close();
    await expect(client.embedMessage('bike')).rejects.toThrow(/not ready/);
    expect(await encoder.start()).toBe(client);
  });
});

describe('the local sentence encoder in the configuration', () => {
  const log = recordingLog().log;
  const env = { SEED_DEMO: 'false', DATA_DIR: '/tmp/askhr-no-such-data' };

  it('is the default model, or the one EMBEDDINGS_MODEL names without EMBEDDINGS_URL', () => {
    expect(parseConfig(env).embeddings.localModel).toBe(DEFAULT_LOCAL_EMBEDDINGS_MODEL);
    const e5 = parseConfig({ ...env, EMBEDDINGS_MODEL: 'Xenova/multilingual-e5-small' });
    expect(e5.embeddings.localModel).toBe('Xenova/multilingual-e5-small');
    expect(localEncoderStatus(e5)).toEqual({
      state: 'missing',
      model: 'Xenova/multilingual-e5-small',
      dir: '/tmp/askhr-no-such-data/nlu/sentence-encoders',
    });
    expect(() => parseConfig({ ...env, EMBEDDINGS_MODEL: '../../etc' })).toThrow(/Hugging Face model id/);
  });

  it('is none with off, with an endpoint, with the classifier alone, and in the tests', () => {
    const off = parseConfig({ ...env, EMBEDDINGS_MODEL: 'off' });
    expect(sentenceEncoderOf(off, log)).toBeUndefined();
    expect(localEncoderStatus(off)).toEqual({ state: 'off' });
    const endpoint = parseConfig({
      ...env,
      EMBEDDINGS_URL: 'http://localhost:8080/v1',
      EMBEDDINGS_MODEL: 'bge-m3',
    });
    expect(sentenceEncoderOf(endpoint, log)).toBeUndefined();
    expect(localEncoderStatus(endpoint)).toEqual({ state: 'endpoint', model: 'bge-m3' });
    expect(sentenceEncoderOf(parseConfig({ ...env, NLU_SIGNALS: 'classifier' }), log)).toBeUndefined();
    expect(sentenceEncoderOf(testConfig(), log)).toBeUndefined();
    expect(() => parseConfig({ ...env, EMBEDDINGS_URL: 'http://localhost:8080/v1' })).toThrow(
      /EMBEDDINGS_URL needs EMBEDDINGS_MODEL/,
    );
  });
});
