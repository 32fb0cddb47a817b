import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueHistory } from '../../../components/versioned-values/value-history';
import { usePlaceholderHistory } from '../../../features/placeholders/api/get-placeholder-history';
import { useRestorePlaceholderVersion } from '../../../features/placeholders/api/restore-placeholder-version';

interface TProps {
  placeholderId: number;
  value: TValueCard;
  countryName: string;
  onClose(): void;
}

export function PlaceholderValueHistory({ placeholderId, ...props }: TProps) {
  const history = usePlaceholderHistory(placeholderId, props.value.countryId);
  const restore = useRestorePlaceholderVersion();
  return <ValueHistory {...props} history={history} restore={restore} />;
}
