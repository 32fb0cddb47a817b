import { createHash } from 'node:crypto';

/**
 * The development set in two halves, by meaning: every phrasing of one question falls in the same
 * half, so that the half the decision is fitted on says nothing of the questions it is reported on.
 * Meanings (and out-of-scope messages, one by one) are ordered by a hash of their text and dealt out
 * in turn, so that the split is fixed, even in size, and mixes the languages in both halves.
 */
export type THalf = 'fit' | 'eval';

interface TSplittable {
  text: string;
  /** the question meant; null out of scope */
  expected: string | null;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

export function halfOf<T extends TSplittable>(messages: readonly T[]): (message: T) => THalf {
  const dealt = (keys: string[]) => {
    const order = [...new Set(keys)].sort((a, b) => hashOf(a) - hashOf(b) || a.localeCompare(b));
    return new Map(order.map((key, i) => [key, i % 2 === 0 ? 'fit' : 'eval'] as const));
  };
  const byMeaning = dealt(messages.flatMap((m) => (m.expected === null ? [] : [m.expected])));
  const outOfScope = dealt(messages.filter((m) => m.expected === null).map((m) => m.text));
  return (message) =>
    (message.expected === null ? outOfScope.get(message.text) : byMeaning.get(message.expected))!;
}
