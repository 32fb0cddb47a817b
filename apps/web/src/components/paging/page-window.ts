export type TPageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export interface TPageWindowOptions {
  /** pages shown around the current one */
  pagesShown: number;
  /** pages always shown at each end */
  marginPages: number;
}

/** Spec 000 section 9: 3 pages shown, 2 margin pages. */
export const PAGE_WINDOW: TPageWindowOptions = { pagesShown: 3, marginPages: 2 };

/**
 * The page buttons of a pager, zero-based: the first and last `marginPages`, a window of
 * `pagesShown` pages around `current` (kept whole at the ends), and a gap where pages are skipped.
 * A gap that would hide a single page shows that page instead: a "…" for one page saves nothing.
 */
export function pageWindow(current: number, pageCount: number, options = PAGE_WINDOW): TPageSlot[] {
  if (pageCount <= 0) return [];
  const { pagesShown, marginPages } = options;
  const page = Math.min(Math.max(current, 0), pageCount - 1);
  let start = page - Math.floor((pagesShown - 1) / 2);
  start = Math.max(0, Math.min(start, pageCount - pagesShown));
  const end = Math.min(pageCount - 1, start + pagesShown - 1);

  const shown = new Set<number>();
  for (let index = 0; index < pageCount; index += 1) {
    const inMargin = index < marginPages || index >= pageCount - marginPages;
    if (inMargin || (index >= start && index <= end)) shown.add(index);
  }
  // fill one-page holes
  for (let index = 1; index < pageCount - 1; index += 1)
    if (!shown.has(index) && shown.has(index - 1) && shown.has(index + 1)) shown.add(index);

  const slots: TPageSlot[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    if (shown.has(index)) slots.push({ kind: 'page', page: index });
    else if (slots.at(-1)?.kind !== 'gap') slots.push({ kind: 'gap', key: `gap-${index}` });
  }
  return slots;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}
