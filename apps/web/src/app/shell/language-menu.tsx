import { useState } from 'react';
import { NavLink } from '@mantine/core';
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

/**
 * The user's language, in the user's part of the menu: each language named in its own words (and
 * marked as such for screen readers), the choice kept in this browser at once and on the server for
 * the others.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const save = useSaveUserLanguage();
  const current = currentLanguage();

  const choose = (language: TPortalLanguage) => {
    setOpened(false);
    if (language === current) return;
    rememberLanguage(language);
    // shown first: the server keeps the choice behind it, and says so if it could not
    void applyLanguage(language).then(() => save.mutate(language));
  };

  return (
    <NavLink
      component="button"
      className={classes.link}
      label={t('MENU_LANGUAGE')}
      description={<span lang={current}>{PORTAL_LANGUAGE_NAMES[current]}</span>}
      leftSection={<IconLanguage size={19} stroke={1.7} />}
      opened={opened}
      onChange={setOpened}
      childrenOffset={28}
      data-testid="language-menu"
    >
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
    </NavLink>
  );
}
