import { isMessageKey, type TMessageKey } from '../../lib/i18n/i18n';

const PREFIXES = { state: 'REVIEW_STATE_', rating: 'REVIEW_RATING_', role: 'REVIEW_ROLE_' } as const;

/** The label of a shared id (state, rating, role); an id outside the catalogue shows as itself. */
export function reviewLabel(
  t: (key: TMessageKey) => string,
  kind: keyof typeof PREFIXES,
  id: number | null,
): string {
  const key = `${PREFIXES[kind]}${id ?? 0}`;
  return isMessageKey(key) ? t(key) : String(id);
}
