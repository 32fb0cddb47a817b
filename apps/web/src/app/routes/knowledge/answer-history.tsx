import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { HistoryDrawer } from '../../../components/versioned-values/history-drawer';
import { useAnswerHistory } from '../../../features/answers/api/get-answer-history';
import { useRestoreAnswerVersion } from '../../../features/answers/api/restore-answer-version';
import { useTranslation } from 'react-i18next';

interface TAnswerHistoryProps {
  questionId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

export function AnswerHistory({ questionId, value, countryName, onClose }: TAnswerHistoryProps) {
  const { t } = useTranslation();
  const history = useAnswerHistory(questionId, value.countryId);
  const restore = useRestoreAnswerVersion(questionId);
  return (
    <HistoryDrawer
      title={t('HISTORY_TITLE', { country: countryName })}
      entries={history.data}
      isError={history.isError}
      onRetry={() => void history.refetch()}
      canRestore={value.editable}
      restoringId={restore.isPending ? (restore.variables ?? null) : null}
      onRestore={(versionId) => restore.mutate(versionId)}
      onClose={onClose}
    />
  );
}
