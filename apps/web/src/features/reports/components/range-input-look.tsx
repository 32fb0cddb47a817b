import type { DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/** how the input writes a day, as in the rest of the portal: "1 Oct 2026" */
export const RANGE_DATE_FORMAT = 'D MMM YYYY';

export interface TRangeInputProps {
  id: string;
  /** ids of the elements naming the input: the "Custom range" label, then the input itself */
  labelledBy: string;
  title: string;
  /** the range shown: the one in use, or the start picked so far */
  value: DatesRangeValue<string>;
  /** the range in use is a custom one (the input is shown filled) */
  isCustom: boolean;
  minDate: string;
  maxDate: string;
  /** months shown side by side in the calendar */
  columns: number;
  onChange(value: DatesRangeValue<string>): void;
  onClose(): void;
}

/** What the calendar's input and its stand-in share, so that one replaces the other unseen. */
export function rangeInputLook({ id, labelledBy, title, isCustom }: TRangeInputProps) {
  return {
    id,
    'aria-labelledby': labelledBy,
    title,
    leftSection: <IconCalendar size={16} />,
    variant: isCustom ? 'filled' : 'default',
    miw: 230,
    'data-custom': isCustom || undefined,
  } as const;
}
