import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueHistory } from '../../../components/versioned-values/value-history';
import { useAnswerHistory } from '../../../features/answers/api/get-answer-history';
import { useRestoreAnswerVersion } from '../../../features/answers/api/restore-answer-version';

interface TProps {
  questionId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

export function AnswerHistory({ questionId, ...props }: TProps) {
  const history = useAnswerHistory(questionId, props.value.countryId);
  const restore = useRestoreAnswerVersion(questionId);
  return <ValueHistory {...props} history={history} restore={restore} />;
}
