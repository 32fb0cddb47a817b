import { formatPercent } from '../../lib/i18n/intl';

/** A confidence of 0.92 reads 92% (92 % in Spanish and German). */
export const formatConfidence = (score: number | null) => (score === null ? '–' : formatPercent(score));
