/** Mantine colours for series that stand for categories, in order; they repeat after the last. */
const PALETTE = [
  'blue',
  'teal',
  'grape',
  'orange',
  'cyan',
  'pink',
  'lime',
  'indigo',
  'yellow',
  'red',
  'violet',
  'green',
];

export function categoryColor(index: number): string {
  return `var(--mantine-color-${PALETTE[index % PALETTE.length] ?? 'blue'}-6)`;
}

export const EMPTY_SQUARE_COLOR = 'var(--mantine-color-gray-2)';
