import { ZAnswerSaveItem } from '@askhr/shared/answers/answers.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueEditModal } from '../../../components/versioned-values/value-edit-modal';
import { useValueEditActions } from '../../../components/versioned-values/use-value-edit-actions';
import { answerKind } from '../../../features/answers/api/answer-kind';
import { AiAssistantPanel } from '../../../features/answers/components/ai-assistant-panel';
import { usePlaceholderValuesIn } from '../../../features/placeholders/api/get-placeholder-globals';
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
  const previewValues = usePlaceholderValuesIn(countryCode);
  const actions = useValueEditActions(answerKind, questionId, value, countryCode ?? '');

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
      {...actions}
      onClose={onClose}
      aside={hasAiAssistant ? <AiAssistantPanel questionId={questionId} /> : undefined}
    />
  );
}
