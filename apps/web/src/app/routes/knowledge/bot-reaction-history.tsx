import { useTranslation } from 'react-i18next';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { HistoryDrawer } from '../../../components/versioned-values/history-drawer';
import { useBotReactionHistory } from '../../../features/bot-reactions/api/get-bot-reaction-history';
import { useRestoreBotReactionVersion } from '../../../features/bot-reactions/api/restore-bot-reaction-version';

interface TBotReactionHistoryProps {
  botReactionId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

export function BotReactionHistory({ botReactionId, value, countryName, onClose }: TBotReactionHistoryProps) {
  const { t } = useTranslation();
  const history = useBotReactionHistory(botReactionId, value.countryId);
  const restore = useRestoreBotReactionVersion();
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
