import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TValueCard, TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { HistoryDrawer } from './history-drawer';

interface TValueHistoryProps {
  value: TValueCard;
  countryName: string;
  /** the country value's versions, from the kind's history query */
  history: UseQueryResult<readonly TValueHistoryEntry[]>;
  /** the kind's restore call, given a version id */
  restore: UseMutationResult<unknown, Error, number>;
  onClose(): void;
}

/** The history drawer of one country value, whatever kind it is (answer, placeholder, reaction). */
export function ValueHistory({ value, countryName, history, restore, onClose }: TValueHistoryProps) {
  const { t } = useTranslation();
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
