import { z } from 'zod';
import type { TConfig } from '../../config';
import type { TPassage } from './passages';

const TIMEOUT_MS = 30_000;

const ZCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export interface TPlaceholderHint {
  keyWord: string;
  info: string;
}

export interface TLlmQuestion {
  text: string;
  description: string;
  placeholders?: TPlaceholderHint[];
}

/**
 * Asks an OpenAI-compatible chat completion endpoint to write the answer from the passages.
 * Returns null on any failure: the caller falls back to the extractive answer.
 */
export async function completeAnswer(
  llm: TConfig['llm'],
  question: TLlmQuestion,
  passages: TPassage[],
): Promise<string | null> {
  if (!llm.baseUrl) return null;
  const context = passages.map((p) => `[page ${p.page}]\n${p.text}`).join('\n\n');
  const hints = (question.placeholders ?? []).map((p) => `{{${p.keyWord}}}: ${p.info}`).join('\n');
  try {
    const response = await fetch(`${llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model ?? 'default',
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              'You write answers for an HR and IT help chatbot used by employees. Answer only from the ' +
              'excerpts given, in the language of the excerpts, in a short friendly paragraph or list. ' +
              'Cite pages as "(page N)". If the excerpts do not answer the question, say so.' +
              (hints
                ? ' Where a value is one of these company placeholders, write the placeholder instead ' +
                  `of the value, exactly as shown:\n${hints}`
                : ''),
          },
          {
            role: 'user',
            content: `Question: ${question.text}\n${question.description}\n\nExcerpts:\n${context}`,
          },
        ],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = ZCompletion.safeParse(await response.json());
    const content = parsed.success ? parsed.data.choices[0]!.message.content.trim() : '';
    return content || null;
  } catch {
    return null;
  }
}
