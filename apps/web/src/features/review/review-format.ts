/** A confidence of 0.92 reads 92%. */
export const formatConfidence = (score: number | null) =>
  score === null ? '–' : `${Math.round(score * 100)}%`;
