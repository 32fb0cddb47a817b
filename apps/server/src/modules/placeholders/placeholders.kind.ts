import {
  ZPlaceholderIdParams,
  ZPlaceholderSaveRequest,
  ZPlaceholderValue,
  ZPlaceholderValuesQuery,
  ZRemovePlaceholderValueQuery,
} from '@askhr/shared/placeholders/placeholders.schemas';
import { ZCountryCodeParams } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { valueKind } from '../versioned-values/value-routes';
import { listValues, placeholderValues } from './placeholder-values.service';

/** Placeholder values (spec 000 section 7): the routes they share with every country-valued kind. */
export const placeholdersKind = valueKind({
  store: placeholderValues,
  card: ZPlaceholderValue,
  cards: listValues,
  list: {
    id: 'placeholders.values',
    querystring: ZPlaceholderValuesQuery,
    target: ({ query }) => ({ itemId: query.placeholderId }),
  },
  listInCountry: {
    id: 'placeholders.valuesInCountry',
    params: ZCountryCodeParams,
    querystring: ZPlaceholderValuesQuery,
    target: ({ params, query }) => ({ itemId: query.placeholderId, country: params.country }),
  },
  history: { id: 'placeholders.history', params: ZPlaceholderIdParams, itemId: (params) => params.id },
  save: {
    id: 'placeholders.save',
    body: ZPlaceholderSaveRequest,
    itemId: (version) => version.placeholderId,
  },
  restore: { id: 'placeholders.restore' },
  remove: {
    id: 'placeholders.delete',
    querystring: ZRemovePlaceholderValueQuery,
    itemId: (query) => query.placeholderId,
  },
});
