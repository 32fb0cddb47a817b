import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { InputBase } from '@mantine/core';
import dayjs from 'dayjs';
import { notifyFailure } from '../../../lib/notify';
import { RANGE_DATE_FORMAT, rangeInputLook, type TRangeInputProps } from './range-input-look';

type TRangePicker = ComponentType<TRangeInputProps & { ref?: Ref<HTMLButtonElement> }>;

const loadRangePicker = () => import('./range-picker').then((module) => module.RangePicker);

/** the text the calendar's input shows, written the same way ("1 Oct 2026 – 23 Nov 2026") */
function rangeText([start, end]: TRangeInputProps['value']): string {
  const day = (date: string) => dayjs(date).format(RANGE_DATE_FORMAT);
  if (start && end) return `${day(start)} – ${day(end)}`;
  return start ? `${day(start)} – ` : '';
}

/**
 * The custom range input. The calendar's code (dates, its styles) is not part of Home's first load: a
 * button that looks the same stands in. Its code starts loading when the pointer comes over the button
 * or it takes the focus; a click (or Enter) puts the calendar in its place, open.
 */
export function CustomRangeInput(props: TRangeInputProps) {
  const [Picker, setPicker] = useState<TRangePicker | null>(null);
  const pickerRef = useRef<HTMLButtonElement>(null);

  // the calendar only ever replaces the button once it was clicked: it opens, as the click asked
  useEffect(() => {
    pickerRef.current?.focus();
    pickerRef.current?.click();
  }, [Picker]);

  const preload = () => void loadRangePicker().catch(() => undefined);
  const open = () =>
    loadRangePicker().then(
      (picker) => setPicker(() => picker),
      () => notifyFailure('LOAD_CALENDAR'),
    );

  if (Picker) return <Picker ref={pickerRef} {...props} />;
  return (
    <InputBase
      component="button"
      type="button"
      multiline
      {...rangeInputLook(props)}
      // what the calendar's input says of itself: it opens a dialog, closed for now
      aria-haspopup="dialog"
      aria-expanded={false}
      // the calendar input's own look (@mantine/dates, PickerInputBase)
      styles={{ input: { cursor: 'pointer', lineHeight: 'unset' } }}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void open()}
    >
      {rangeText(props.value)}
    </InputBase>
  );
}
