import { Checkbox } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { formatConfidence } from '../review-format';
import { reviewLabel } from '../review-labels';
import { QuestionLink } from './question-link';
import { DateCell, ObservationsCell, StateCell, SummaryCell, UtteranceCell } from './review-cells';

/** Spec 001 section 9: no column gets narrower than 25 px. */
export const MIN_COLUMN_WIDTH = 25;

/**
 * Before any resize the short columns keep these widths and the utterance and the question share
 * the rest, so that all of them fit a 1280 px laptop beside the menu without a sideways scroll.
 */
export const AUTO_WIDTHS: Readonly<Record<string, number>> = {
  select: 34,
  date: 100,
  userCountry: 76,
  userRole: 88,
  confidenceScore: 92,
  rating: 84,
  state: 150,
  observations: 110,
  summary: 200,
};

interface TColumnsOptions {
  t: TFunction;
  /** EmbeddingsModel: a summary column instead of the inline state and observations */
  isTrainingMode: boolean;
}

type TColumn = ColumnDef<TReviewUtterance>;

/**
 * Built once per language and mode: the cells read the drafts from context.
 * Column ids that are also server order columns sort by a click on their header. */
export function reviewColumns({ t, isTrainingMode }: TColumnsOptions): TColumn[] {
  const select: TColumn = {
    id: 'select',
    size: 44,
    enableResizing: false,
    header: ({ table }) => (
      <Checkbox
        size="xs"
        aria-label={t('REVIEW_SELECT_ALL')}
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        size="xs"
        aria-label={t('REVIEW_SELECT_ROW', { utterance: row.original.utterance })}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
  const columns: TColumn[] = [
    select,
    {
      id: 'date',
      size: 110,
      header: t('REVIEW_COL_DATE'),
      cell: ({ row }) => <DateCell row={row.original} />,
    },
    {
      id: 'utterance',
      size: 240,
      header: t('REVIEW_COL_UTTERANCE'),
      cell: ({ row }) => <UtteranceCell row={row.original} />,
    },
    {
      id: 'userCountry',
      size: 90,
      header: t('REVIEW_COL_COUNTRY'),
      cell: ({ row }) => row.original.userCountry,
    },
    {
      id: 'userRole',
      size: 120,
      header: t('REVIEW_COL_ROLE'),
      cell: ({ row }) => reviewLabel(t, 'role', row.original.userRole),
    },
    {
      id: 'question',
      size: 210,
      header: t('REVIEW_COL_QUESTION'),
      cell: ({ row }) => <QuestionLink row={row.original} />,
    },
    {
      id: 'confidenceScore',
      size: 110,
      header: t('REVIEW_COL_CONFIDENCE'),
      cell: ({ row }) => formatConfidence(row.original.confidenceScore),
    },
    {
      id: 'rating',
      size: 110,
      header: t('REVIEW_COL_RATING'),
      cell: ({ row }) => reviewLabel(t, 'rating', row.original.rating),
    },
  ];
  if (isTrainingMode)
    return [
      ...columns,
      {
        id: 'summary',
        size: 200,
        header: t('REVIEW_COL_SUMMARY'),
        cell: ({ row }) => <SummaryCell row={row.original} />,
      },
    ];
  return [
    ...columns,
    {
      id: 'state',
      size: 160,
      header: t('REVIEW_COL_STATE'),
      cell: ({ row }) => <StateCell row={row.original} />,
    },
    {
      id: 'observations',
      size: 180,
      header: t('REVIEW_COL_OBSERVATIONS'),
      cell: ({ row }) => <ObservationsCell row={row.original} />,
    },
  ];
}
