import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useKindHistory, useRestoreKindVersion } from './use-value-kind';
import type { TValueKind } from './value-kind';
import { ValueHistory } from './value-history';

interface TValueKindHistoryProps<TValue, TSave, TStatus> {
  kind: TValueKind<TValue, TSave, TStatus>;
  itemId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

/** The history drawer of one country value, wired to its kind's history and restore calls. */
export function ValueKindHistory<TValue, TSave, TStatus>({
  kind,
  itemId,
  ...props
}: TValueKindHistoryProps<TValue, TSave, TStatus>) {
  const history = useKindHistory(kind, itemId, props.value.countryId);
  const restore = useRestoreKindVersion(kind, itemId);
  return <ValueHistory {...props} history={history} restore={restore} />;
}
