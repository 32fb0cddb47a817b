import { ZAnswerSaveItem } from '@askhr/shared/answers/answers.schemas';
import { useMemo } from 'react';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueEditModal } from '../../../components/versioned-values/value-edit-modal';
import { useAnswers } from '../../../features/answers/api/get-answers';
import { useDeleteAnswer } from '../../../features/answers/api/delete-answer';
import { useSaveAnswers } from '../../../features/answers/api/save-answers';
import { AiAssistantPanel } from '../../../features/answers/components/ai-assistant-panel';
import { usePlaceholderGlobals } from '../../../features/placeholders/api/get-placeholder-globals';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import { useTimezone } from '../../../features/tenancy/api/get-timezone';

interface TAnswerEditorProps {
  questionId: number;
  questionText: string;
  value: TValueCard;
  countryName: string;
  inheritedText: string;
  hasAiAssistant: boolean;
  onClose(): void;
}

/** The edit modal wired to the answers API, with placeholders filled from the country's values. */
export function AnswerEditor({
  questionId,
  questionText,
  value,
  countryName,
  inheritedText,
  hasAiAssistant,
  onClose,
}: TAnswerEditorProps) {
  const timeZone = useTimezone();
  const countryCode =
    useActiveCountries().data?.find((country) => country.id === value.countryId)?.code ?? null;
  const globals = usePlaceholderGlobals(countryCode);
  const answers = useAnswers(questionId);
  const save = useSaveAnswers(questionId);
  const remove = useDeleteAnswer(questionId);
  const previewValues = useMemo(
    () => (globals.data ? new Map(globals.data.map((item) => [item.keyWord, item.value ?? ''])) : undefined),
    [globals.data],
  );

  return (
    <ValueEditModal
      title={questionText}
      countryName={countryName}
      inheritedText={inheritedText}
      value={value}
      timeZone={timeZone}
      textSchema={ZAnswerSaveItem.shape.text}
      hasPreview
      previewValues={previewValues}
      onSave={(version) => save.mutateAsync([{ ...version, questionId, countryId: value.countryId }])}
      onRemove={() => remove.mutateAsync({ countryCode: countryCode ?? '' })}
      onRemoveVersion={(versionId) => remove.mutateAsync({ countryCode: countryCode ?? '', versionId })}
      onConflict={() => answers.refetch()}
      onClose={onClose}
      aside={hasAiAssistant ? <AiAssistantPanel questionId={questionId} /> : undefined}
    />
  );
}
