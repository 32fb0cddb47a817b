import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Words the fake model reads as the same meaning, one group per dimension: what a real multilingual
 * model learns, and what neither the lexical search (no shared word or stem) nor a classifier
 * trained on a few utterances can know.
 */
export const FAKE_MEANINGS: readonly (readonly string[])[] = [
  ['bike', 'bicycle', 'cycle', 'cycling', 'ride', 'wheeler', 'fahrrad', 'bicicleta'],
  ['vacation', 'holiday', 'holidays', 'leave', 'off', 'urlaub', 'vacaciones', 'férias'],
  ['payday', 'salary', 'paid', 'wage', 'wages', 'money', 'gehalt', 'nómina'],
  ['password', 'login', 'locked', 'sign', 'credentials', 'passwort', 'contraseña'],
];
const MEANING_DIMENSIONS = FAKE_MEANINGS.length;
/** Other words land, hashed, in these dimensions: unrelated texts then differ a little, as in a real model. */
const WORD_DIMENSIONS = 28;
const WORD_WEIGHT = 0.3;

/** The fake model's vector of a text: its meanings, plus a faint trace of its other words. */
export function fakeVector(text: string): number[] {
  const vector = new Array<number>(MEANING_DIMENSIONS + WORD_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const meaning = FAKE_MEANINGS.findIndex((group) => group.includes(word));
    if (meaning >= 0) vector[meaning]! += 1;
    else
      vector[MEANING_DIMENSIONS + (createHash('md5').update(word).digest()[0]! % WORD_DIMENSIONS)]! +=
        WORD_WEIGHT;
  }
  // an empty vector has no direction; real models never return one
  if (!vector.some((v) => v !== 0)) vector[vector.length - 1] = WORD_WEIGHT;
  return vector;
}

export interface TFakeEmbeddingsRequest {
  path: string;
  authorization: string | undefined;
  model: string;
  input: string[];
}

/**
 * Tests only: an OpenAI-compatible embeddings endpoint (`POST /v1/embeddings`, `{ model, input }`)
 * answering `fakeVector` of each input, recording every request. `setMode` makes it fail (HTTP 500) or
 * answer after 5 s, to test the fallback.
 */
export async function startFakeEmbeddings() {
  const requests: TFakeEmbeddingsRequest[] = [];
  let mode: 'ok' | 'fail' | 'slow' = 'ok';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const body = JSON.parse(raw || '{}') as { model?: unknown; input?: unknown; encoding_format?: unknown };
      const isValid =
        req.method === 'POST' &&
        req.url === '/v1/embeddings' &&
        typeof body.model === 'string' &&
        Array.isArray(body.input) &&
        body.input.length > 0 &&
        body.input.every((i) => typeof i === 'string') &&
        (body.encoding_format === undefined || body.encoding_format === 'float');
      if (!isValid)
        return send(400, { error: { message: 'not an embeddings request', type: 'invalid_request_error' } });
      const input = body.input as string[];
      requests.push({
        path: req.url!,
        authorization: req.headers.authorization,
        model: body.model as string,
        input,
      });
      if (mode === 'fail') return send(500, { error: { message: 'model not loaded', type: 'server_error' } });
      const answer = () =>
        send(200, {
          object: 'list',
          model: body.model,
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeVector(text) })),
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        });
      if (mode === 'slow') {
        const timer = setTimeout(answer, 5_000);
        res.on('close', () => clearTimeout(timer));
      } else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    /** every text the endpoint was asked to embed, in order */
    inputs: () => requests.flatMap((r) => r.input),
    setMode(next: typeof mode) {
      mode = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
