import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IT_ADMIN_MESSAGES } from '@askhr/shared/it-admin/it-admin.constants';
import { CSV_EMAILS_MAX, PUSH_MESSAGES } from '@askhr/shared/push/push.constants';
import { REVIEW_BULK_MESSAGES } from '@askhr/shared/review/review-groups.schemas';
import { i18n, isMessageKey } from './i18n';
import { findSharedMessage, SHARED_DICTIONARIES, translateSharedMessage } from './shared-messages';
import { applyLanguage } from './portal-language';

/** Counts a message is tried with: below 1000, where the rule and ICU write the digits alike. */
const SAMPLE_COUNTS = [0, 1, 2, 7, 245, 999];
const SAMPLE_TEXTS = ['AskHR', 'access_denied', 'a reason: with {braces} and words'];

describe('the shared messages covered', () => {
  const entries = SHARED_DICTIONARIES.flatMap(({ name, messages, keys }) =>
    Object.entries(messages).map(([entry, message]) => ({
      name: `${name}.${entry}`,
      message,
      keyOf: keys[entry],
    })),
  );

  it('each have a catalogue key', () => {
    const missing = entries
      .filter(({ keyOf }) => !keyOf || !isMessageKey(typeof keyOf === 'string' ? keyOf : keyOf.key))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it.each(entries)('$name: the catalogue English is the shared text', ({ message, keyOf }) => {
    if (typeof message === 'string') {
      expect(i18n.t(typeof keyOf === 'string' ? keyOf : keyOf!.key)).toBe(message);
      return;
    }
    const build = message as (value: unknown) => string;
    const { key, arg, kind } =
      typeof keyOf === 'string' ? { key: keyOf, arg: 'count', kind: 'number' } : keyOf!;
    for (const sample of kind === 'number' ? SAMPLE_COUNTS : SAMPLE_TEXTS)
      expect(i18n.t(key, { [arg]: sample })).toBe(build(sample));
  });
});

describe('findSharedMessage', () => {
  it('finds an exact text', () => {
    expect(findSharedMessage(PUSH_MESSAGES.dateInPast)).toEqual({
      key: 'RULE_PUSH_DATE_IN_PAST',
      values: {},
    });
    expect(findSharedMessage(REVIEW_BULK_MESSAGES.outOfScopeWithQuestion)?.key).toBe(
      'RULE_REVIEW_BULK_OUT_OF_SCOPE_WITH_QUESTION',
    );
  });

  it("finds a function's text with its number or words", () => {
    expect(findSharedMessage(PUSH_MESSAGES.csvTooMany(CSV_EMAILS_MAX + 1))).toEqual({
      key: 'RULE_PUSH_CSV_TOO_MANY',
      values: { count: CSV_EMAILS_MAX + 1 },
    });
    expect(findSharedMessage(PUSH_MESSAGES.optionsTooMany(8))).toEqual({
      key: 'RULE_PUSH_OPTIONS_TOO_MANY',
      values: { count: 8 },
    });
    expect(findSharedMessage(IT_ADMIN_MESSAGES.slackError('invalid_scope: no. 2'))).toEqual({
      key: 'RULE_IT_ADMIN_SLACK_ERROR',
      values: { error: 'invalid_scope: no. 2' },
    });
  });

  it('finds nothing in other texts, nor in a shared text with more around it', () => {
    expect(findSharedMessage('Someone else changed this answer since you opened it.')).toBeUndefined();
    expect(findSharedMessage(`${PUSH_MESSAGES.dateInPast} Really.`)).toBeUndefined();
    expect(findSharedMessage('many out of 6 options used - Please, remove some options.')).toBeUndefined();
  });
});

describe('translateSharedMessage', () => {
  it('shows the shared English as written in English, and any other text as it is', () => {
    expect(translateSharedMessage(PUSH_MESSAGES.csvTooMany(10001))).toBe(
      '10001 out of 10000 emails used - Please, remove some emails.',
    );
    expect(translateSharedMessage('Something of its own')).toBe('Something of its own');
  });

  describe('in another language', () => {
    beforeAll(() => applyLanguage('es'));
    afterAll(() => applyLanguage('en'));

    it("gives the catalogue's text, numbers in the language's digits", () => {
      expect(translateSharedMessage(PUSH_MESSAGES.dateInPast)).toBe(
        'La fecha de envío debe ser una fecha futura.',
      );
      expect(translateSharedMessage(PUSH_MESSAGES.csvTooMany(12345))).toBe(
        '12.345 de 10.000 direcciones de correo usadas: quita algunas.',
      );
      expect(translateSharedMessage(IT_ADMIN_MESSAGES.slackInstalled('AskHR'))).toBe(
        'AskHR se ha instalado correctamente en tu espacio de trabajo de Slack',
      );
    });

    it('leaves a text it does not know as it is', () => {
      expect(translateSharedMessage('Failed to fetch')).toBe('Failed to fetch');
    });
  });
});
