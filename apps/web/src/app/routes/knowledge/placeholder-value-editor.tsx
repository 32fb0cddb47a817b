import { ZPlaceholderValueSave } from '@askhr/shared/placeholders/placeholders.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ValueEditModal } from '../../../components/versioned-values/value-edit-modal';
import { useDeletePlaceholderValue } from '../../../features/placeholders/api/delete-placeholder-value';
import { usePlaceholderValues } from '../../../features/placeholders/api/get-placeholder-values';
import { useSavePlaceholderValues } from '../../../features/placeholders/api/save-placeholder-values';
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
  const values = usePlaceholderValues(placeholderId);
  const save = useSavePlaceholderValues();
  const remove = useDeletePlaceholderValue(placeholderId);

  return (
    <ValueEditModal
      kind="value"
      title={`@${keyWord}`}
      countryName={countryName}
      inheritedText={inheritedText}
      value={value}
      timeZone={timeZone}
      textSchema={ZPlaceholderValueSave.shape.text}
      onSave={(version) => save.mutateAsync([{ ...version, placeholderId, countryId: value.countryId }])}
      onRemove={() => remove.mutateAsync({ countryCode })}
      onRemoveVersion={(versionId) => remove.mutateAsync({ countryCode, versionId })}
      onConflict={() => values.refetch()}
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
