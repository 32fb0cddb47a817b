import { useMemo } from 'react';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { hasStatus } from '../../lib/api-error';
import type { TMessageKey } from '../../lib/i18n/i18n';
import { LoadError } from '../load-error';
import { ItemNotFound } from './item-not-found';
import { useKindValues } from './use-value-kind';
import { ValueDetailHeader, type TValueDetailHeaderProps } from './value-detail-header';
import type { TValueKind } from './value-kind';
import { ValueKindHistory } from './value-kind-history';

interface TDetailItem {
  error: unknown;
  isError: boolean;
  refetch(): unknown;
}

interface TDetailPage {
  /** the list the page belongs to */
  backTo: string;
  backLabel: string;
  notFoundTitle: string;
  /** the failure message of the item's own query */
  errorKey: TMessageKey;
}

/**
 * What a detail page of one item (a question, a placeholder, a bot reaction) shares: its values as
 * cards, the page shown when the item is gone, its header and the history drawer of a country.
 */
export function useValueDetail<TValue, TSave, TStatus>(
  kind: TValueKind<TValue, TSave, TStatus>,
  itemId: number,
  /** the item's own query: a 404 there means the item is gone too */
  item: TDetailItem,
  page: TDetailPage,
) {
  const values = useKindValues(kind, itemId);
  const cards = useMemo(() => values.data?.map((value) => kind.toCard(value)), [kind, values.data]);
  const isMissing = !(itemId > 0) || hasStatus(item.error, 404) || hasStatus(values.error, 404);
  return {
    notFound: isMissing ? (
      <ItemNotFound title={page.notFoundTitle} backTo={page.backTo} backLabel={page.backLabel} />
    ) : null,
    header: (props: Omit<TValueDetailHeaderProps, 'backTo' | 'backLabel'>) =>
      item.isError ? (
        <LoadError messageKey={page.errorKey} onRetry={() => void item.refetch()} />
      ) : (
        <ValueDetailHeader backTo={page.backTo} backLabel={page.backLabel} {...props} />
      ),
    values: { data: cards, isError: values.isError, refetch: values.refetch },
    renderHistory: (value: TValueCard, countryName: string, close: () => void) => (
      <ValueKindHistory kind={kind} itemId={itemId} value={value} countryName={countryName} onClose={close} />
    ),
  };
}
