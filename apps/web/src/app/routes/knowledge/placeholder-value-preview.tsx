import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usesKeyword } from '@askhr/shared/placeholders/placeholder-rendering';
import { EditPreview } from '../../../components/versioned-values/edit-preview';
import { useKindCurrentValues } from '../../../components/versioned-values/use-value-kind';
import { answerKind } from '../../../features/answers/api/answer-kind';
import { usePlaceholderGlobals } from '../../../features/placeholders/api/get-placeholder-globals';
import { usePlaceholderUses } from '../../../features/placeholders/api/get-placeholder-uses';

/** Enough sentences to read the value in place without turning the form into a list. */
const MAX_SHOWN = 3;

interface TPlaceholderValuePreviewProps {
  placeholderId: number;
  keyWord: string;
  countryCode: string;
  /** the value being written */
  text: string;
}

/**
 * The answers that use the placeholder in the country, filled with the value being written and the
 * country's other values: the sentences its employees will read.
 */
export function PlaceholderValuePreview({
  placeholderId,
  keyWord,
  countryCode,
  text,
}: TPlaceholderValuePreviewProps) {
  const { t } = useTranslation();
  const uses = usePlaceholderUses(placeholderId, countryCode || null);
  const ids = useMemo(() => (uses.data ?? []).map((use) => use.id), [uses.data]);
  const answers = useKindCurrentValues(answerKind, ids, countryCode);
  const globals = usePlaceholderGlobals(countryCode || null);
  const values = useMemo(
    () =>
      globals.data
        ? new Map([...globals.data.map((item) => [item.keyWord, item.value ?? ''] as const), [keyWord, text]])
        : undefined,
    [globals.data, keyWord, text],
  );
  if (!uses.data || (ids.length > 0 && !answers.data) || !values)
    return (
      <Text size="sm" c="dimmed">
        {t('LOADING')}
      </Text>
    );
  const questionText = new Map(uses.data.map((use) => [use.id, use.text]));
  const using = (answers.data ?? []).filter((answer) => answer.text && usesKeyword(answer.text, keyWord));
  if (using.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('EDIT_PREVIEW_NO_USES')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('EDIT_PREVIEW_USES')}
      </Text>
      {using.slice(0, MAX_SHOWN).map((answer) => (
        <Stack key={answer.questionId} gap={2}>
          <Text size="xs" fw={600} lineClamp={1}>
            {questionText.get(answer.questionId)}
          </Text>
          <EditPreview text={answer.text} values={values} />
        </Stack>
      ))}
    </Stack>
  );
}
