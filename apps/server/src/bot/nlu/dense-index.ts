/** A question and how close a message's sentence embedding comes to what was written about it, 0-1. */
export interface TDenseHit {
  questionId: number;
  score: number;
}

export interface TEmbeddedText {
  questionId: number;
  vector: Float32Array;
}

/**
 * The tenant's knowledge texts as unit vectors in one matrix. A question's similarity to a message
 * is the cosine of its closest text. Embedding models differ in where unrelated texts lie (around
 * 0.1 for some, 0.8 for others), so the score is how far that cosine rises above the message's
 * median cosine over all the texts, as a share of the room left up to 1: most texts are about other
 * questions, which makes the median the model's "unrelated" for this very message.
 */
export function createDenseIndex(texts: readonly TEmbeddedText[]) {
  const dimensions = texts[0]?.vector.length ?? 0;
  // a vector of another length comes from another model: it cannot be compared
  const usable = texts.filter((t) => t.vector.length === dimensions && norm(t.vector) > 0);
  const matrix = new Float32Array(usable.length * dimensions);
  usable.forEach((t, row) => {
    const length = norm(t.vector);
    for (let i = 0; i < dimensions; i++) matrix[row * dimensions + i] = t.vector[i]! / length;
  });
  const questionOf = usable.map((t) => t.questionId);

  return {
    /** the number of texts the index holds */
    size: usable.length,
    search(message: Float32Array, limit = 10): TDenseHit[] {
      const length = norm(message);
      if (message.length !== dimensions || length === 0 || usable.length < 2) return [];
      const cosines = new Float32Array(usable.length);
      const best = new Map<number, number>();
      for (let row = 0; row < usable.length; row++) {
        let dot = 0;
        for (let i = 0, at = row * dimensions; i < dimensions; i++, at++) dot += matrix[at]! * message[i]!;
        const cosine = dot / length;
        cosines[row] = cosine;
        const questionId = questionOf[row]!;
        if (cosine > (best.get(questionId) ?? -Infinity)) best.set(questionId, cosine);
      }
      const typical = median(cosines);
      const room = 1 - typical;
      if (room <= 0) return [];
      return [...best]
        .map(([questionId, cosine]) => ({ questionId, score: Math.min(1, (cosine - typical) / room) }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

export type TDenseIndex = ReturnType<typeof createDenseIndex>;

function norm(vector: Float32Array) {
  let sum = 0;
  for (const value of vector) sum += value * value;
  return Math.sqrt(sum);
}

function median(values: Float32Array) {
  const sorted = Float32Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
