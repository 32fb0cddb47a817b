import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { Table } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TReviewOrderColumn, TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TDraft, TRowEdit } from '../hooks/use-review-edits';
import { MIN_COLUMN_WIDTH, reviewColumns } from './review-columns';
import { ReviewEditContext } from './review-edit-context';
import { ReviewHeaderCell } from './review-header-cell';
import classes from './review-table.module.css';

interface TReviewTableProps {
  rows: TReviewUtterance[];
  orderColumn: TReviewOrderColumn;
  desc: boolean;
  onSort(column: TReviewOrderColumn): void;
  rowEdit(row: TReviewUtterance): TRowEdit;
  onEdit(row: TReviewUtterance, patch: Partial<TDraft>): void;
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
  onOpen(row: TReviewUtterance): void;
  isTrainingMode: boolean;
}

/** A click on a row's own controls (select, input, link, checkbox) does not open its details. */
const isControl = (target: EventTarget) =>
  target instanceof Element &&
  target.closest('input, select, textarea, button, a, label, [role="separator"]');

function markOf(edit: TRowEdit) {
  if (edit.hasFailed) return { mark: 'error', color: 'var(--mantine-color-red-6)' };
  if (edit.isModified) return { mark: 'modified', color: 'var(--mantine-color-green-6)' };
  return { mark: undefined, color: 'transparent' };
}

export function ReviewTable(props: TReviewTableProps) {
  const { rows, orderColumn, desc, onSort, rowEdit, onEdit, onOpen, isTrainingMode } = props;
  const { t } = useTranslation();
  const columns = useMemo(() => reviewColumns({ t, isTrainingMode }), [t, isTrainingMode]);
  // the table object is read afresh on every render; nothing memoizes what it returns
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableRowSelection: true,
    state: { rowSelection: props.selection },
    onRowSelectionChange: props.onSelectionChange,
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: MIN_COLUMN_WIDTH },
  });
  const isSized = Object.keys(table.getState().columnSizing).length > 0;
  const width = table.getTotalSize();

  const open = (row: TReviewUtterance) => (event: MouseEvent) => {
    if (!isControl(event.target)) onOpen(row);
  };
  const openByKey = (row: TReviewUtterance) => (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onOpen(row);
  };

  return (
    <ReviewEditContext value={{ rowEdit, onEdit }}>
      {/* a bounded height keeps the sideways scrollbar on screen, not at the foot of a long list */}
      <Table.ScrollContainer type="native" className={classes.scroll} minWidth={isSized ? width : undefined}>
        <Table
          striped
          highlightOnHover
          stickyHeader
          verticalSpacing="xs"
          horizontalSpacing={8}
          aria-label={t('REVIEW_TABLE')}
          style={{ tableLayout: 'fixed', width: isSized ? width : '100%', minWidth: '100%' }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <ReviewHeaderCell
                    key={header.id}
                    header={header}
                    orderColumn={orderColumn}
                    desc={desc}
                    onSort={onSort}
                    isSized={isSized}
                  />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => {
              const { mark, color } = markOf(rowEdit(row.original));
              return (
                <Table.Tr
                  key={row.id}
                  data-mark={mark}
                  aria-selected={row.getIsSelected()}
                  tabIndex={0}
                  className={classes.row}
                  onClick={open(row.original)}
                  onKeyDown={openByKey(row.original)}
                >
                  {row.getVisibleCells().map((cell, index) => (
                    <Table.Td
                      key={cell.id}
                      className={classes.cell}
                      style={index === 0 ? { borderLeft: `4px solid ${color}` } : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ReviewEditContext>
  );
}
