import { Center, Loader, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useCountryFocus } from '../../../components/focus-bar/use-country-focus';
import { LoadError } from '../../../components/load-error';
import { ValueCardsSection } from '../../../components/versioned-values/value-cards-section';
import { ValueSummary } from '../../../components/versioned-values/value-summary';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import type { TMessageKey } from '../../../lib/i18n/i18n';

interface TValueDetailViewProps {
  kind: 'answer' | 'value';
  /** the name of the cards' section, when not the kind's own */
  cardsTitle?: string;
  header: ReactNode;
  values: { data: TValueCard[] | undefined; isError: boolean; refetch(): unknown };
  errorKey: TMessageKey;
  /** the related questions; not given where a side card takes their place */
  relatedTitle?: string;
  related?: readonly { id: number; text: string }[] | undefined;
  /** a card of the item's own in place of the related questions */
  sideCard?: ReactNode;
  /** answers: a country's placeholder values, to fill the `{{keyword}}`s of its card */
  placeholderValuesOf?(countryId: number): ReadonlyMap<string, string> | undefined;
  /** bot reactions: what a country without a text gets */
  defaultText?: string;
  /** extra tools between the summary and the cards (Preview as) */
  tools?: ReactNode;
  renderEditor(value: TValueCard, countryName: string, close: () => void, inheritedText: string): ReactNode;
  renderHistory(value: TValueCard, countryName: string, close: () => void): ReactNode;
}

/** The body of /question/:id, /placeholder/:id and /botReaction/:id: summary, country cards, editor and history. */
export function ValueDetailView(props: TValueDetailViewProps) {
  const countries = useActiveCountries().data;
  const focus = useCountryFocus(countries);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [historyId, setHistoryId] = useState<number | null>(null);
  const countryName = (countryId: number) =>
    countries?.find((country) => country.id === countryId)?.name ?? `#${countryId}`;
  const values = props.values.data;
  // the modal reads the live value from the query, so a refetch after a conflict reaches it
  const editing = values?.find((value) => value.countryId === editingId);
  const globalValue = values?.find((value) => value.countryId === GLOBAL_COUNTRY_ID);
  const inheritedText = globalValue?.active ? globalValue.text : '';
  const inHistory = values?.find((value) => value.countryId === historyId);

  return (
    <Stack gap="lg">
      {props.header}
      {props.values.isError && (
        <LoadError messageKey={props.errorKey} onRetry={() => void props.values.refetch()} />
      )}
      {!values && !props.values.isError && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {values && (
        <>
          <ValueSummary
            values={values}
            countryName={countryName}
            relatedTitle={props.relatedTitle}
            related={props.related}
            sideCard={props.sideCard}
            hasDefaultText={props.defaultText !== undefined}
          />
          {props.tools}
          <ValueCardsSection
            kind={props.kind}
            title={props.cardsTitle}
            values={values}
            countryName={countryName}
            onEdit={(value) => setEditingId(value.countryId)}
            onHistory={(value) => setHistoryId(value.countryId)}
            focusCountryId={focus.country?.id ?? null}
            placeholderValuesOf={props.placeholderValuesOf}
            defaultText={props.defaultText}
          />
        </>
      )}
      {editing &&
        props.renderEditor(editing, countryName(editing.countryId), () => setEditingId(null), inheritedText)}
      {inHistory &&
        props.renderHistory(inHistory, countryName(inHistory.countryId), () => setHistoryId(null))}
    </Stack>
  );
}
