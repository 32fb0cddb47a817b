import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueHistory } from '../../../components/versioned-values/value-history';
import { useBotReactionHistory } from '../../../features/bot-reactions/api/get-bot-reaction-history';
import { useRestoreBotReactionVersion } from '../../../features/bot-reactions/api/restore-bot-reaction-version';

interface TProps {
  botReactionId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

export function BotReactionHistory({ botReactionId, ...props }: TProps) {
  const history = useBotReactionHistory(botReactionId, props.value.countryId);
  const restore = useRestoreBotReactionVersion();
  return <ValueHistory {...props} history={history} restore={restore} />;
}
