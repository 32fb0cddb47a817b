import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  REVIEW_ORDER_COLUMNS,
  type TReviewOrderColumn,
  type TReviewUtterance,
} from '@askhr/shared/review/review.schemas';
import { ColumnResizer } from './column-resizer';
import { AUTO_WIDTHS } from './review-columns';
import classes from './review-table.module.css';

interface TReviewHeaderCellProps {
  header: Header<TReviewUtterance, unknown>;
  orderColumn: TReviewOrderColumn;
  desc: boolean;
  onSort(column: TReviewOrderColumn): void;
  /** the reviewer resized a column: every column keeps the width it was given */
  isSized: boolean;
}

const orderColumnOf = (id: string) => REVIEW_ORDER_COLUMNS.find((column) => column === id);

/** A column header: sorts on the server when its column is an order column, resizes at its edge. */
export function ReviewHeaderCell({ header, orderColumn, desc, onSort, isSized }: TReviewHeaderCellProps) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const label = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : '';
  const column = orderColumnOf(header.column.id);
  const isSorted = column !== undefined && column === orderColumn;
  const Icon = !isSorted ? IconSelector : desc ? IconChevronDown : IconChevronUp;

  return (
    <Table.Th
      className={classes.th}
      data-column-id={header.column.id}
      style={{ width: isSized ? header.getSize() : AUTO_WIDTHS[header.column.id] }}
      aria-sort={column === undefined ? undefined : isSorted ? (desc ? 'descending' : 'ascending') : 'none'}
    >
      {column === undefined ? (
        content
      ) : (
        <UnstyledButton onClick={() => onSort(column)} maw="100%">
          {/* a long label wraps rather than widening its column */}
          <Group gap={2} wrap="nowrap" align="flex-end">
            <Text size="xs" fw={700} lh={1.3}>
              {content}
            </Text>
            <Icon size={13} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      )}
      {header.column.getCanResize() && <ColumnResizer header={header} label={label} />}
    </Table.Th>
  );
}
