import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewOrderColumn, TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TMessageKey } from '../../../lib/i18n/i18n';
import type { TRowEdit } from '../hooks/use-review-edits';
import { ReviewRow } from './review-row';
import { SortHeader } from './sort-header';

// the text columns take the room the short ones leave
const COLUMNS: readonly { label: TMessageKey; column?: TReviewOrderColumn; width?: string }[] = [
  { label: 'REVIEW_COL_DATE', column: 'date' },
  { label: 'REVIEW_COL_UTTERANCE', column: 'utterance', width: '20%' },
  { label: 'REVIEW_COL_COUNTRY', column: 'userCountry' },
  { label: 'REVIEW_COL_ROLE', column: 'userRole' },
  { label: 'REVIEW_COL_QUESTION', width: '22%' },
  { label: 'REVIEW_COL_CONFIDENCE', column: 'confidenceScore' },
  { label: 'REVIEW_COL_RATING', column: 'rating' },
  { label: 'REVIEW_COL_STATE', column: 'state' },
  { label: 'REVIEW_COL_OBSERVATIONS' },
];

interface TReviewTableProps {
  rows: readonly TReviewUtterance[];
  orderColumn: TReviewOrderColumn;
  desc: boolean;
  onSort(column: TReviewOrderColumn): void;
  rowEdit(row: TReviewUtterance): TRowEdit;
  onEdit(row: TReviewUtterance, patch: { state?: number; observations?: string }): void;
}

export function ReviewTable({ rows, orderColumn, desc, onSort, rowEdit, onEdit }: TReviewTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        aria-label={t('REVIEW_TABLE')}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ label, column, width }) => (
              <SortHeader
                key={label}
                label={t(label)}
                column={column}
                width={width}
                orderColumn={orderColumn}
                desc={desc}
                onSort={onSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ReviewRow key={row.id} row={row} edit={rowEdit(row)} onEdit={onEdit} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
