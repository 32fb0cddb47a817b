import { useTranslation } from 'react-i18next';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { HistoryDrawer } from '../../../components/versioned-values/history-drawer';
import { usePlaceholderHistory } from '../../../features/placeholders/api/get-placeholder-history';
import { useRestorePlaceholderVersion } from '../../../features/placeholders/api/restore-placeholder-version';

interface TPlaceholderValueHistoryProps {
  placeholderId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

export function PlaceholderValueHistory({
  placeholderId,
  value,
  countryName,
  onClose,
}: TPlaceholderValueHistoryProps) {
  const { t } = useTranslation();
  const history = usePlaceholderHistory(placeholderId, value.countryId);
  const restore = useRestorePlaceholderVersion();
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
