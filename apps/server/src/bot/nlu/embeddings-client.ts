import OpenAI from 'openai';
import type { TConfig } from '../../config';

/** Texts per request: every OpenAI-compatible server we know accepts this many at once. */
const BATCH_SIZE = 64;
/** An employee waits for the message's vector; past this the message is ranked without it. */
const MESSAGE_TIMEOUT_MS = 3_000;
/** Embedding the knowledge runs in the background and may meet a cold or busy server. */
const KNOWLEDGE_TIMEOUT_MS = 60_000;
/** Long answers are cut: small models reject inputs over their length instead of truncating. */
const MAX_TEXT_LENGTH = 2_000;

export interface TEmbeddingsClient {
  /** the model's name, part of every cached vector's key */
  readonly model: string;
  /** The vector of one employee message: one try, a short timeout. */
  embedMessage(text: string): Promise<Float32Array>;
  /** The vectors of many texts of the knowledge, in order, in batches; retried on transient errors. */
  embedKnowledge(texts: readonly string[]): Promise<Float32Array[]>;
}

export interface TEmbeddingsSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** replaceable for tests */
  messageTimeoutMs?: number;
}

/** The client of the configured endpoint, or none when the embeddings are not configured. */
export function embeddingsClientOf(config: TConfig['embeddings']): TEmbeddingsClient | undefined {
  const { baseUrl, model, apiKey } = config;
  return baseUrl && model ? createEmbeddingsClient({ baseUrl, model, apiKey }) : undefined;
}

/**
 * `POST {baseUrl}/embeddings` with `{ model, input: string[] }` through the official client, which
 * Azure OpenAI (`https://<resource>.openai.azure.com/openai/v1`), Ollama (`http://host:11434/v1`) and
 * text-embeddings-inference (`http://host:8080/v1`) all answer.
 */
export function createEmbeddingsClient(settings: TEmbeddingsSettings): TEmbeddingsClient {
  const { model, apiKey } = settings;
  const client = new OpenAI({
    baseURL: settings.baseUrl.replace(/\/$/, ''),
    // local servers want no key; the client insists on one, so it gets a dummy and sends no header
    apiKey: apiKey || 'none',
    defaultHeaders: apiKey ? undefined : { Authorization: null },
    // settings of the host's OpenAI tools must not reach a company's own endpoint
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    logLevel: 'off',
  });
  async function embed(texts: readonly string[], options: { timeout: number; maxRetries: number }) {
    const response = await client.embeddings.create(
      {
        model,
        input: texts.map((t) => t.slice(0, MAX_TEXT_LENGTH)),
        // floats, which every compatible server supports (the client would ask for base64)
        encoding_format: 'float',
      },
      options,
    );
    const byIndex = new Map(response.data.map((item) => [item.index, item.embedding]));
    return texts.map((_, i) => {
      const embedding = byIndex.get(i);
      if (!embedding?.length) throw new Error(`the embeddings endpoint returned no vector for input ${i}`);
      return Float32Array.from(embedding);
    });
  }

  return {
    model,
    async embedMessage(text) {
      const [vector] = await embed([text], {
        timeout: settings.messageTimeoutMs ?? MESSAGE_TIMEOUT_MS,
        maxRetries: 0,
      });
      return vector!;
    },
    async embedKnowledge(texts) {
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += BATCH_SIZE) {
        const batch = texts.slice(start, start + BATCH_SIZE);
        vectors.push(...(await embed(batch, { timeout: KNOWLEDGE_TIMEOUT_MS, maxRetries: 2 })));
      }
      return vectors;
    },
  };
}
