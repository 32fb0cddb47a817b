import type { z } from 'zod';
import {
  ZPlaceholderValue,
  type TPlaceholderValue,
  type ZPlaceholderValueSave,
} from '@askhr/shared/placeholders/placeholders.schemas';
import {
  ZItemStatus,
  type TItemStatus,
  type TValueCard,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TListedValueKind } from '../../../components/versioned-values/value-kind';

type TPlaceholderValueSave = z.input<typeof ZPlaceholderValueSave>;

/** A placeholder value read as a country value: its `value` is the card's text. */
const asCountryValue = ({
  value,
  placeholderId: _placeholderId,
  ...rest
}: TPlaceholderValue): TValueCard => ({
  ...rest,
  text: value,
});

/** Placeholder values as a country-valued kind: one value per placeholder and country. */
export const placeholderKind: TListedValueKind<TPlaceholderValue, TPlaceholderValueSave, TItemStatus> = {
  keyRoot: 'placeholderValues',
  itemSegment: 'placeholder',
  basePath: '/api/Placeholders',
  itemParam: 'placeholderId',
  valuesRequest: (placeholderId) => ({ path: '/api/Placeholders/values', query: { placeholderId } }),
  value: ZPlaceholderValue,
  toCard: asCountryValue,
  toSaveItem: (placeholderId, countryId, version) => ({ ...version, placeholderId, countryId }),
  list: { param: 'placeholders', status: ZItemStatus },
  // values feed the cards, the statuses, the list's current values and every answer preview
  refreshes: { save: ['all'], remove: ['all'], restore: ['all'] },
};
