import { config } from 'zod';
import type { i18n as TI18n } from 'i18next';

type TIssue = Parameters<NonNullable<ReturnType<typeof config>['customError']>>[0];

const LENGTH_ORIGINS = new Set(['string', 'file']);
const COUNT_ORIGINS = new Set(['array', 'set']);

/**
 * The words of a check zod makes with no message of its own (a text too long, a number out of
 * range, an e-mail that is not one), from the catalogue in the portal's language. A schema's own
 * message always wins over these; zod's English ones are never shown.
 */
export function checkMessage(i18n: TI18n, issue: TIssue): string {
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (LENGTH_ORIGINS.has(issue.origin)) return i18n.t('CHECK_TOO_LONG', { max });
    if (COUNT_ORIGINS.has(issue.origin)) return i18n.t('CHECK_TOO_MANY', { max });
    return i18n.t('CHECK_NUMBER_TOO_BIG', { max });
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (LENGTH_ORIGINS.has(issue.origin)) return i18n.t('CHECK_TOO_SHORT', { min });
    if (COUNT_ORIGINS.has(issue.origin)) return i18n.t('CHECK_TOO_FEW', { min });
    return i18n.t('CHECK_NUMBER_TOO_SMALL', { min });
  }
  if (issue.code === 'invalid_format') return i18n.t('CHECK_FORMAT', { format: issue.format });
  return i18n.t('CHECK_INVALID');
}

/** Has zod word its checks from the catalogue, in whichever language the portal is in at the time. */
export function wordChecksFromCatalogue(i18n: TI18n) {
  config({ customError: (issue) => checkMessage(i18n, issue) });
}
