/** Dates of logged utterances, shown in UTC like the filter's days. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** A confidence of 0.92 reads 92%. */
export const formatConfidence = (score: number | null) =>
  score === null ? '–' : `${Math.round(score * 100)}%`;
