import { ZPlaceholderValueSave } from '@askhr/shared/placeholders/placeholders.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueEditModal } from '../../../components/versioned-values/value-edit-modal';
import { useValueEditActions } from '../../../components/versioned-values/use-value-edit-actions';
import { placeholderKind } from '../../../features/placeholders/api/placeholder-kind';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import { useTimezone } from '../../../features/tenancy/api/get-timezone';
import { PlaceholderValuePreview } from './placeholder-value-preview';

interface TPlaceholderValueEditorProps {
  placeholderId: number;
  keyWord: string;
  value: TValueCard;
  countryName: string;
  inheritedText: string;
  onClose(): void;
}

export function PlaceholderValueEditor({
  placeholderId,
  keyWord,
  value,
  countryName,
  inheritedText,
  onClose,
}: TPlaceholderValueEditorProps) {
  const timeZone = useTimezone();
  const countryCode =
    useActiveCountries().data?.find((country) => country.id === value.countryId)?.code ?? '';
  const actions = useValueEditActions(placeholderKind, placeholderId, value, countryCode);

  return (
    <ValueEditModal
      kind="value"
      title={`@${keyWord}`}
      countryName={countryName}
      inheritedText={inheritedText}
      value={value}
      timeZone={timeZone}
      textSchema={ZPlaceholderValueSave.shape.text}
      {...actions}
      onClose={onClose}
      renderPreview={(text) => (
        <PlaceholderValuePreview
          placeholderId={placeholderId}
          keyWord={keyWord}
          countryCode={countryCode}
          text={text}
        />
      )}
    />
  );
}
