import { PORTAL_LANGUAGE_COOKIE, type TPortalLanguage } from '@askhr/shared/users/portal-language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie value that remembers the user's language in this browser, so that the next
 * sign-in page speaks it before anyone is signed in. Not HttpOnly: the portal reads it too, before
 * it knows the user. Null clears it (the browser's own language then decides).
 */
export function languageCookie(language: TPortalLanguage | null, isHttps: boolean): string {
  const parts = [
    `${PORTAL_LANGUAGE_COOKIE}=${language ?? ''}`,
    'Path=/',
    `Max-Age=${language ? ONE_YEAR_SECONDS : 0}`,
    'SameSite=Lax',
  ];
  if (isHttps) parts.push('Secure');
  return parts.join('; ');
}
