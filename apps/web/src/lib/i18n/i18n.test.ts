import { describe, expect, it } from 'vitest';
import { MENU } from '@askhr/shared/access/access-table';
import { i18n, isMessageKey } from './i18n';

describe('English catalogue', () => {
  it('has a label for every entry of the shared menu', () => {
    const missing = MENU.map((entry) => entry.label).filter((label) => !isMessageKey(label));
    expect(missing).toEqual([]);
  });

  it('fills the action into the generic error', () => {
    expect(i18n.t('ERROR_GENERIC', { action: i18n.t('LOAD_DOCUMENTS') })).toBe(
      "Whoops! There was a problem, we couldn't load the documents, please try again.",
    );
  });
});
