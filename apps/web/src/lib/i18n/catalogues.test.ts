import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { PORTAL_LANGUAGES } from '@askhr/shared/users/portal-language';
import de from './de.json';
import en from './en.json';
import es from './es.json';

const catalogues: Record<string, Record<string, string>> = { en, es, de };
const translations = PORTAL_LANGUAGES.filter((language) => language !== 'en');

interface TElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: TElement[] }>;
}
// the element kinds of intl-messageformat's syntax tree that name an argument
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]);
const PLURAL_TYPE = 6;

/** The arguments a message takes, and the forms of each of its plurals. */
function shapeOf(message: string, language: string) {
  const args = new Set<string>();
  const plurals: string[][] = [];
  const visit = (elements: TElement[]) => {
    for (const element of elements) {
      if (ARGUMENT_TYPES.has(element.type)) args.add(String(element.value));
      if (element.type === PLURAL_TYPE) plurals.push(Object.keys(element.options ?? {}));
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst() as TElement[]);
  return { args: [...args].sort(), plurals };
}

/**
 * Texts that are rightly the same as the English: product and protocol names, and words the
 * language has taken as they are. Anything else equal to the English is a text nobody translated.
 */
const SHARED_EVERYWHERE = [
  'CARD_GLOBAL', // Global
  'CARD_LAST_UPDATED', // {date} · {user}
  'DASHBOARD_RANGE', // {start} – {end}
  'DASHBOARD_WAFFLE_PART', // {name} {percent}
  'IT_ADMIN_SLACK_TITLE', // Slack
  // what the bot writes in an answer for a placeholder that does not exist: employees read it so
  'PLACEHOLDER_DOESNT_EXIST',
];
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: [
    ...SHARED_EVERYWHERE,
    'SURVEY_DEFAULT_NO',
    'USERS_TAB_ROLES',
    'USERS_ROLES',
    'USERS_ROLES_GROUP_ROLES',
    'USERS_CSM_GROUP',
  ],
  de: [
    ...SHARED_EVERYWHERE,
    ...['MENU_FEEDBACK', 'FILTER_TAG', 'DETAIL_STATUS', 'SURVEY_STATUS', 'EDIT_TEXT', 'PUSH_TEST_BADGE'],
    ...['INBOX_NAME', 'EMPLOYEE_DATA_NAME', 'ROLES_NAME', 'DOCUMENTS_LINK', 'IT_ADMIN_SLACK_WORKSPACE'],
  ],
};

describe('the catalogues', () => {
  it.each(translations)('%s has every key of the English one, and no other', (language) => {
    expect(Object.keys(catalogues[language]!).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(PORTAL_LANGUAGES)(
    '%s: every message is valid ICU, every plural has the forms its language needs',
    (language) => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories.filter((form) =>
        // "many" is for millions written short in Spanish; "other" covers it
        ['one', 'other'].includes(form),
      );
      const broken = Object.entries(catalogues[language]!).flatMap(([key, message]) => {
        try {
          const { plurals } = shapeOf(message, language);
          return plurals.some((forms) => needed.some((form) => !forms.includes(form)))
            ? [`${key}: plural forms`]
            : [];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      });
      expect(broken).toEqual([]);
    },
  );

  it.each(translations)('%s: every message takes the same arguments as the English one', (language) => {
    const differing = Object.entries(en).flatMap(([key, english]) => {
      const translated = catalogues[language]![key];
      if (translated === undefined) return [];
      const want = shapeOf(english, 'en').args.join(',');
      const got = shapeOf(translated, language).args.join(',');
      return want === got ? [] : [`${key}: {${want}} in English, {${got}} here`];
    });
    expect(differing).toEqual([]);
  });

  it.each(translations)('%s: no text is left in English', (language) => {
    const allowed = new Set(SAME_AS_ENGLISH[language]);
    const untranslated = Object.entries(en)
      .filter(([key, english]) => catalogues[language]![key] === english && !allowed.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
