import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import { applyLanguage, rememberLanguage } from './portal-language';

/**
 * Follows the language the signed-in user chose (kept on the server) once it is known: true while
 * its catalogue loads, so the portal does not show one screen in the browser's language and the next
 * in the user's. A catalogue that cannot be fetched leaves the portal in the language it has.
 */
export function useStoredLanguage(language: TPortalLanguage | null | undefined): boolean {
  const { i18n } = useTranslation();
  const [failed, setFailed] = useState<TPortalLanguage | null>(null);
  const wanted = language && language !== i18n.language && language !== failed ? language : null;
  useEffect(() => {
    if (!wanted) return;
    rememberLanguage(wanted);
    applyLanguage(wanted).catch(() => setFailed(wanted));
  }, [wanted]);
  return wanted !== null;
}
