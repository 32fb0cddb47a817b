import { Button, NavLink, Stack } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PORTAL_LANGUAGE_NAMES,
  PORTAL_LANGUAGES,
  type TPortalLanguage,
} from '@askhr/shared/users/portal-language';
import { useSaveUserLanguage } from '../../features/tenancy/api/save-user-language';
import { applyLanguage, currentLanguage, rememberLanguage } from '../../lib/i18n/portal-language';
import classes from './shell.module.css';

export const LANGUAGES_ID = 'portal-languages';

/**
 * The user's language, beside their name in the menu: the language's code on a button that opens
 * the list of languages under it. It takes no row of its own, so the menu's entries still fit a
 * laptop's height.
 */
export function LanguageButton({ opened, onToggle }: { opened: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  const code = current.toUpperCase();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={16} stroke={1.7} />}
      // the name says what the button shows (EN) too, as a voice command would say it (not in
      // brackets: a name's bracketed part does not count as its words)
      aria-label={`${t('MENU_LANGUAGE')}: ${PORTAL_LANGUAGE_NAMES[current]}, ${code}`}
      aria-expanded={opened}
      aria-controls={LANGUAGES_ID}
      onClick={onToggle}
      style={{ flexShrink: 0 }}
      data-testid="language-menu"
    >
      {code}
    </Button>
  );
}

/**
 * The languages, each named in its own words (and marked as such for screen readers); the choice
 * shows at once, is kept in this browser, and on the server for the user's other browsers.
 */
export function LanguageChoices({ onChosen }: { onChosen(): void }) {
  const { t } = useTranslation();
  const save = useSaveUserLanguage();
  const current = currentLanguage();

  const choose = (language: TPortalLanguage) => {
    onChosen();
    if (language === current) return;
    rememberLanguage(language);
    // shown first: the server keeps the choice behind it, and says so if it could not
    void applyLanguage(language).then(() => save.mutate(language));
  };

  return (
    // indented under the user, as the menu's own entries are beside their icons
    <Stack gap={0} pl={30} id={LANGUAGES_ID} role="group" aria-label={t('MENU_LANGUAGE')}>
      {PORTAL_LANGUAGES.map((language) => (
        <NavLink
          key={language}
          component="button"
          className={classes.link}
          lang={language}
          label={PORTAL_LANGUAGE_NAMES[language]}
          active={language === current}
          aria-current={language === current ? 'true' : undefined}
          rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
          onClick={() => choose(language)}
        />
      ))}
    </Stack>
  );
}
