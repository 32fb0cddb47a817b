import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createEmbeddingsClient, embeddingsClientOf } from './embeddings-client';
import { fakeVector, startFakeEmbeddings } from '../../test/kits/embeddings';

describe('the embeddings endpoint client', () => {
  let fake: Awaited<ReturnType<typeof startFakeEmbeddings>>;
  beforeAll(async () => {
    fake = await startFakeEmbeddings();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setMode('ok');
  });

  it('posts { model, input } to {baseUrl}/embeddings in batches, vectors back in order', async () => {
    const client = createEmbeddingsClient({ baseUrl: fake.baseUrl, model: 'multilingual-e5', apiKey: 'k1' });
    const texts = Array.from({ length: 150 }, (_, i) => `text number ${i}`);
    const vectors = await client.embedKnowledge(texts);
    expect(fake.requests.map((r) => r.input.length)).toEqual([64, 64, 22]);
    expect(fake.requests[0]).toMatchObject({ model: 'multilingual-e5', authorization: 'Bearer k1' });
    expect(fake.inputs()).toEqual(texts);
    expect([...vectors[149]!]).toEqual(fakeVector('text number 149').map(Math.fround));
  });

  it('sends no credentials to an endpoint configured without a key', async () => {
    const client = createEmbeddingsClient({ baseUrl: `${fake.baseUrl}/`, model: 'nomic-embed-text' });
    await client.embedMessage('hello');
    expect(fake.requests[0]?.authorization).toBeUndefined();
  });

  it('gives up on a message after its timeout, and tries a failing one only once', async () => {
    const client = createEmbeddingsClient({ baseUrl: fake.baseUrl, model: 'm', messageTimeoutMs: 200 });
    fake.setMode('slow');
    const started = performance.now();
    await expect(client.embedMessage('slow')).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
    fake.setMode('fail');
    fake.requests.length = 0;
    await expect(client.embedMessage('failing')).rejects.toThrow();
    expect(fake.requests).toHaveLength(1);
  });

  it('is configured by EMBEDDINGS_URL with its EMBEDDINGS_MODEL, or not at all', () => {
    const env = { SEED_DEMO: 'false' };
    expect(embeddingsClientOf(parseConfig(env).embeddings)).toBeUndefined();
    const config = parseConfig({ ...env, EMBEDDINGS_URL: fake.baseUrl, EMBEDDINGS_MODEL: 'bge-m3' });
    expect(embeddingsClientOf(config.embeddings)?.model).toBe('bge-m3');
    expect(() => parseConfig({ ...env, EMBEDDINGS_URL: fake.baseUrl })).toThrow(/needs EMBEDDINGS_MODEL/);
  });
});
