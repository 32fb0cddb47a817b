import { Alert, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TLanguageMix } from '@askhr/shared/placeholders/language-mix';

/** "Spanish" for "es", in the portal's language; the code itself where the browser has no name. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface TLanguageMixNoteProps {
  mix: TLanguageMix;
  /** an answer card (its values are in another language) or a placeholder value card */
  kind: 'answer' | 'value';
}

/** Where a country reads an answer in two languages: which ones, and the two ways out. */
export function LanguageMixNote({ mix, kind }: TLanguageMixNoteProps) {
  const { t, i18n } = useTranslation();
  const names = {
    text: languageName(mix.text, i18n.language),
    values: languageName(mix.values, i18n.language),
  };
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      role="note"
      icon={<IconLanguage size={16} />}
      title={t('CARD_LANGUAGE_MIX')}
      styles={{ title: { marginBottom: 2 } }}
    >
      <Text size="xs">
        {t(kind === 'answer' ? 'CARD_LANGUAGE_MIX_ANSWER' : 'CARD_LANGUAGE_MIX_VALUE', names)}
      </Text>
    </Alert>
  );
}
