/** The filters a user types or picks above the Questions and Placeholders lists. */
export interface TListFilters {
  description: string;
  categoryId: number | null;
  tagId: number | null;
  missing: boolean;
}

export const EMPTY_FILTERS: TListFilters = { description: '', categoryId: null, tagId: null, missing: false };

export function hasFilters(filters: TListFilters): boolean {
  return Boolean(filters.description.trim() || filters.categoryId || filters.tagId || filters.missing);
}

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Filters and page live in the address, so the back link and a shared link show the same list. */
export function filtersFromParams(params: URLSearchParams): TListFilters & { page: number } {
  return {
    description: params.get('q') ?? '',
    categoryId: idOf(params.get('category')),
    tagId: idOf(params.get('tag')),
    missing: params.get('missing') === '1',
    page: Math.max(0, (idOf(params.get('page')) ?? 1) - 1),
  };
}

export function paramsFromFilters(filters: TListFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.description.trim()) params.set('q', filters.description);
  if (filters.categoryId) params.set('category', String(filters.categoryId));
  if (filters.tagId) params.set('tag', String(filters.tagId));
  if (filters.missing) params.set('missing', '1');
  if (page > 0) params.set('page', String(page + 1));
  return params;
}
