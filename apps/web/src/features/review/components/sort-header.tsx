import { Table, UnstyledButton, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { TReviewOrderColumn } from '@askhr/shared/review/review.schemas';

interface TSortHeaderProps {
  label: string;
  column?: TReviewOrderColumn;
  width?: string;
  orderColumn: TReviewOrderColumn;
  desc: boolean;
  onSort(column: TReviewOrderColumn): void;
}

/** A column header; the server's order columns sort by a click, the others are plain text. */
export function SortHeader({ label, column, width, orderColumn, desc, onSort }: TSortHeaderProps) {
  if (!column) return <Table.Th w={width}>{label}</Table.Th>;
  const isSorted = column === orderColumn;
  const Icon = !isSorted ? IconSelector : desc ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th w={width} aria-sort={isSorted ? (desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
