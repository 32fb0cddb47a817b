import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCountryFocus } from '../../components/focus-bar/use-country-focus';
import { useValueDetail } from '../../components/versioned-values/use-value-detail';
import { usePlaceholder } from '../../features/placeholders/api/get-placeholder';
import { usePlaceholderUses } from '../../features/placeholders/api/get-placeholder-uses';
import { placeholderKind } from '../../features/placeholders/api/placeholder-kind';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { PlaceholderValueEditor } from './knowledge/placeholder-value-editor';
import { ValueDetailView } from './knowledge/value-detail-view';

export function PlaceholderPage() {
  const { t } = useTranslation();
  const placeholderId = Number(useParams().id);
  const placeholder = usePlaceholder(placeholderId);
  const detail = useValueDetail(placeholderKind, placeholderId, placeholder, {
    backTo: '/placeholders',
    backLabel: t('DETAIL_BACK_PLACEHOLDERS'),
    notFoundTitle: t('DETAIL_PLACEHOLDER_NOT_FOUND'),
    errorKey: 'LOAD_ERROR_PLACEHOLDERS',
  });
  const focus = useCountryFocus(useActiveCountries().data);
  // questions using it where the user is looking; the whole tenant in the global view
  const uses = usePlaceholderUses(placeholderId, focus.country?.code ?? null);
  const keyWord = placeholder.data?.keyWord ?? '';
  if (detail.notFound) return detail.notFound;

  return (
    <ValueDetailView
      kind="value"
      header={detail.header({
        title: keyWord ? `@${keyWord}` : t('PAGE_PLACEHOLDER'),
        monospaceTitle: true,
        info: placeholder.data?.info ?? '',
        description: placeholder.data?.description ?? '',
        category: placeholder.data?.category?.name ?? null,
        tags: placeholder.data?.placeholderTags.map((item) => item.tag.name) ?? [],
      })}
      values={detail.values}
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
      renderHistory={detail.renderHistory}
    />
  );
}

export { PlaceholderPage as Component };
