import type { TPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useCountryFocus } from '../../components/focus-bar/use-country-focus';
import { LoadError } from '../../components/load-error';
import { ItemNotFound } from '../../components/versioned-values/item-not-found';
import { ValueDetailHeader } from '../../components/versioned-values/value-detail-header';
import { usePlaceholder } from '../../features/placeholders/api/get-placeholder';
import { usePlaceholderUses } from '../../features/placeholders/api/get-placeholder-uses';
import { usePlaceholderValues } from '../../features/placeholders/api/get-placeholder-values';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { hasStatus } from '../../lib/api-error';
import { PlaceholderValueEditor } from './knowledge/placeholder-value-editor';
import { PlaceholderValueHistory } from './knowledge/placeholder-value-history';
import { ValueDetailView } from './knowledge/value-detail-view';

/** A placeholder value read as a country value: its `value` is the card's text. */
const asCountryValue = ({
  value,
  placeholderId: _placeholderId,
  ...rest
}: TPlaceholderValue): TValueCard => ({
  ...rest,
  text: value,
});

export function PlaceholderPage() {
  const { t } = useTranslation();
  const placeholderId = Number(useParams().id);
  const placeholder = usePlaceholder(placeholderId);
  const values = usePlaceholderValues(placeholderId);
  const focus = useCountryFocus(useActiveCountries().data);
  // questions using it where the user is looking; the whole tenant in the global view
  const uses = usePlaceholderUses(placeholderId, focus.country?.code ?? null);
  const keyWord = placeholder.data?.keyWord ?? '';
  const isMissing = !(placeholderId > 0) || hasStatus(placeholder.error, 404) || hasStatus(values.error, 404);
  if (isMissing)
    return (
      <ItemNotFound
        title={t('DETAIL_PLACEHOLDER_NOT_FOUND')}
        backTo="/placeholders"
        backLabel={t('DETAIL_BACK_PLACEHOLDERS')}
      />
    );

  const header = placeholder.isError ? (
    <LoadError messageKey="LOAD_ERROR_PLACEHOLDERS" onRetry={() => void placeholder.refetch()} />
  ) : (
    <ValueDetailHeader
      backTo="/placeholders"
      backLabel={t('DETAIL_BACK_PLACEHOLDERS')}
      title={keyWord ? `@${keyWord}` : t('PAGE_PLACEHOLDER')}
      monospaceTitle
      info={placeholder.data?.info ?? ''}
      description={placeholder.data?.description ?? ''}
      category={placeholder.data?.category?.name ?? null}
      tags={placeholder.data?.placeholderTags.map((item) => item.tag.name) ?? []}
    />
  );

  return (
    <ValueDetailView
      kind="value"
      header={header}
      values={{ data: values.data?.map(asCountryValue), isError: values.isError, refetch: values.refetch }}
      errorKey="LOAD_ERROR_PLACEHOLDER_VALUES"
      relatedTitle={t('DETAIL_USED_BY')}
      related={uses.data}
      renderEditor={(value, countryName, close, inheritedText) => (
        <PlaceholderValueEditor
          placeholderId={placeholderId}
          keyWord={keyWord}
          value={value}
          countryName={countryName}
          inheritedText={inheritedText}
          onClose={close}
        />
      )}
      renderHistory={(value, countryName, close) => (
        <PlaceholderValueHistory
          placeholderId={placeholderId}
          value={value}
          countryName={countryName}
          onClose={close}
        />
      )}
    />
  );
}

export { PlaceholderPage as Component };
