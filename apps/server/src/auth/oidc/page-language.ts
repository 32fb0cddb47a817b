import type { IncomingHttpHeaders } from 'node:http';
import {
  DEFAULT_PORTAL_LANGUAGE,
  PORTAL_LANGUAGE_COOKIE,
  parseAcceptLanguage,
  pickPortalLanguage,
  type TPortalLanguage,
} from '@askhr/shared/users/portal-language';

/** The value of one cookie of the request (the provider's own cookies are signed; this one is not). */
function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const pair of (headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language of a sign-in page: what the client asked for in `ui_locales` (space-separated, most
 * wanted first), else the choice the portal remembered in its cookie, else the browser's
 * Accept-Language, else English. Each step only counts when it names a language we speak.
 */
export function pageLanguage(headers: IncomingHttpHeaders, uiLocales?: unknown): TPortalLanguage {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ').filter(Boolean) : [];
  const remembered = cookieValue(headers, PORTAL_LANGUAGE_COOKIE);
  return (
    pickPortalLanguage(asked) ??
    pickPortalLanguage(remembered ? [remembered] : []) ??
    pickPortalLanguage(parseAcceptLanguage(headers['accept-language'])) ??
    DEFAULT_PORTAL_LANGUAGE
  );
}
