import { GLOBAL_COUNTRY_CODE } from '@askhr/shared/countries/countries.constants';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../../components/load-error';
import { StatusBadge } from '../../components/status-badge';
import { useKindCurrentValues, useKindStatus } from '../../components/versioned-values/use-value-kind';
import { placeholderKind } from '../../features/placeholders/api/placeholder-kind';
import { usePlaceholdersPage } from '../../features/placeholders/api/get-placeholders-page';
import { PlaceholderListItem } from '../../features/placeholders/components/placeholder-list-item';
import { KnowledgeListFrame } from './knowledge/knowledge-list-frame';
import { ListBody } from './knowledge/list-body';
import { useKnowledgeContext } from './knowledge/use-knowledge-context';

export function PlaceholdersPage() {
  const { t } = useTranslation();
  const context = useKnowledgeContext();
  const location = useLocation();
  const from = location.pathname + location.search;
  const page = usePlaceholdersPage(context.query, context.isFocusSettled);
  const placeholders = page.data?.data ?? [];
  const ids = placeholders.map((placeholder) => placeholder.id);
  const status = useKindStatus(placeholderKind, ids);
  // without a focused country the cards show the global value
  const values = useKindCurrentValues(
    placeholderKind,
    ids,
    context.focus.country?.code ?? GLOBAL_COUNTRY_CODE,
  );
  const countryId = context.focus.country?.id ?? null;

  const valueOf = (placeholderId: number) => {
    if (!values.data) return values.isError ? null : undefined;
    const value = values.data.find((item) => item.placeholderId === placeholderId);
    return value && (value.active || value.hasGlobal) ? value.value : null;
  };

  return (
    <KnowledgeListFrame
      title={t('MENU_PLACEHOLDERS')}
      info={t('PLACEHOLDERS_INFO', { example: '{{keyword}}' })}
      context={context}
      total={page.data?.total}
    >
      {status.isError && <LoadError messageKey="LOAD_ERROR_STATUS" onRetry={() => void status.refetch()} />}
      {values.isError && (
        <LoadError messageKey="LOAD_ERROR_PLACEHOLDER_VALUES" onRetry={() => void values.refetch()} />
      )}
      <ListBody
        isPending={page.isPending}
        isError={page.isError}
        isEmpty={placeholders.length === 0}
        errorKey="LOAD_ERROR_PLACEHOLDERS"
        onRetry={() => void page.refetch()}
      >
        {placeholders.map((placeholder) => (
          <PlaceholderListItem
            from={from}
            key={placeholder.id}
            placeholder={placeholder}
            value={valueOf(placeholder.id)}
            status={
              <StatusBadge
                status={status.data?.find((item) => item.id === placeholder.id)}
                countryId={countryId}
                isLoading={status.isPending}
              />
            }
          />
        ))}
      </ListBody>
    </KnowledgeListFrame>
  );
}

export { PlaceholdersPage as Component };
