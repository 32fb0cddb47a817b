import type { Ref } from 'react';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { RANGE_DATE_FORMAT, rangeInputLook, type TRangeInputProps } from './range-input-look';

/** The custom range's calendar: its own chunk, loaded once the user reaches for it (custom-range-input.tsx). */
export function RangePicker({ ref, ...props }: TRangeInputProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <DatePickerInput
      ref={ref}
      {...rangeInputLook(props)}
      type="range"
      value={props.value}
      onChange={props.onChange}
      minDate={props.minDate}
      maxDate={props.maxDate}
      allowSingleDateInRange
      hideOutsideDates
      numberOfColumns={props.columns}
      valueFormat={RANGE_DATE_FORMAT}
      popoverProps={{ onClose: props.onClose }}
    />
  );
}
