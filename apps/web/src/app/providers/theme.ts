import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A calm indigo-blue: readable on white, distinct from the red of errors and the teal of success.
const brand: MantineColorsTuple = [
  '#eef1ff',
  '#dce1fb',
  '#b7c0f2',
  '#8f9dea',
  '#6e80e3',
  '#596edf',
  '#4d64de',
  '#3e54c5',
  '#354ab1',
  '#283e9d',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
  components: {
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Button: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
    // Mantine keeps every select's options mounted (hidden) and positions them on each render: a page
    // of filters paid for lists nobody opened. Options render when the list opens (the input points to
    // them with aria-controls only then)
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
