import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useKindValues, useRemoveKindValue, useSaveKindValues } from './use-value-kind';
import type { TValueKind } from './value-kind';
import type { TVersionToSave } from './value-draft';

/** The edit modal's calls for one country value of an item, wired to its kind. */
export function useValueEditActions<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
  value: TValueCard,
  countryCode: string,
) {
  const values = useKindValues(kind, itemId);
  const save = useSaveKindValues(kind, itemId);
  const remove = useRemoveKindValue(kind, itemId);
  return {
    onSave: (version: TVersionToSave) =>
      save.mutateAsync([kind.toSaveItem(itemId, value.countryId, version)]),
    onRemove: () => remove.mutateAsync({ countryCode }),
    onRemoveVersion: (versionId: number) => remove.mutateAsync({ countryCode, versionId }),
    onConflict: () => values.refetch(),
  };
}
