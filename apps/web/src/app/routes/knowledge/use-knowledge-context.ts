import { useMemo } from 'react';
import { useCountryFocus, type TCountryFocus } from '../../../components/focus-bar/use-country-focus';
import { useListFilters } from '../../../components/filter-bar/use-list-filters';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import { useCategories } from '../../../features/tenancy/api/get-categories';
import { useTags } from '../../../features/tenancy/api/get-tags';
import type { TListQuery } from '../../../lib/list-query';
import { useKnowledgeFeatures } from './use-knowledge-features';

/** no options yet: one array, so the filters do not render again for a new empty one */
const NONE: never[] = [];

/** What both knowledge-base lists read: countries and focus, filter options, filters and page. */
export function useKnowledgeContext() {
  const activeCountries = useActiveCountries();
  const countries = activeCountries.data ?? NONE;
  const categories = useCategories().data ?? NONE;
  const tags = useTags().data ?? NONE;
  const features = useKnowledgeFeatures();
  const list = useListFilters();
  const countryFocus = useCountryFocus(countries);
  const { page, setPage } = list;
  // another country or mode is another list: it starts again at its first page. One object while the
  // focus and the page stay the same, so the focus bar renders again only when they change
  const focus = useMemo<TCountryFocus>(() => {
    const firstPage = () => {
      if (page > 0) setPage(0);
    };
    return {
      ...countryFocus,
      choose(country) {
        countryFocus.choose(country);
        firstPage();
      },
      clear() {
        countryFocus.clear();
        firstPage();
      },
      setEditMode(on) {
        countryFocus.setEditMode(on);
        firstPage();
      },
    };
  }, [countryFocus, page, setPage]);

  const query: TListQuery = {
    ...list.filters,
    countryCode: focus.country?.code ?? null,
    editMode: focus.editMode,
    missing: Boolean(focus.country) && list.filters.missing,
    page: list.page,
  };
  return {
    /** the focus is known (it follows from the countries): until then a list would be thrown away */
    isFocusSettled: !activeCountries.isPending,
    countries,
    categories,
    tags,
    focus,
    list,
    query,
    ...features,
  };
}

export type TKnowledgeContext = ReturnType<typeof useKnowledgeContext>;
