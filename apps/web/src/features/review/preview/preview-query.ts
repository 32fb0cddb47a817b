/** What the preview shows: the rows its link names, and whether they came from Feedback. */
export interface TPreviewQuery {
  ids: number[];
  fromFeedback: boolean;
}

/**
 * Reads `?id=3&id=7&fromFeedback=true` (reviewPreviewPath writes it; spec 001 section 2). Ids that
 * are not positive whole numbers are dropped, repeats are kept once, in the order of the link.
 */
export function previewFromSearch(search: URLSearchParams): TPreviewQuery {
  const ids = search
    .getAll('id')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^\d+$/.test(value))
    .map(Number)
    .filter((id) => id > 0 && Number.isSafeInteger(id));
  return { ids: [...new Set(ids)], fromFeedback: search.get('fromFeedback') === 'true' };
}
