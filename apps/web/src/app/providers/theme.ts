import {
  createTheme,
  DEFAULT_THEME,
  mergeMantineTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { readableOn } from './readable-colors';

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

// Mantine's light scheme draws dimmed text, coloured text (c="red"), outline variants and the text of
// light variants (badges, avatars, alerts) in shades that fall under WCAG AA (4.5:1) on white or on
// their own tint: dimmed gray-6 is 3.3:1, a teal badge 4.3:1, an orange one 3.6:1. Every colour of the
// theme gets the same shade where it reads, and a darker one where it does not.
const WHITE = '#ffffff';
const { colors } = mergeMantineTheme(DEFAULT_THEME, theme);
/** Paper and cards sit on white or on gray-0 */
const pageBackgrounds = [WHITE, colors.gray[0]];

// worked out once: Mantine asks for them on every render of its provider
const readableVariables = {
  variables: {},
  light: {
    '--mantine-color-dimmed': readableOn(colors.gray[6], [...pageBackgrounds, colors.gray[1]]),
    '--mantine-color-placeholder': readableOn(colors.gray[5], pageBackgrounds),
    ...Object.fromEntries(
      Object.entries(colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-text`, readableOn(shades[6], pageBackgrounds)],
        [`--mantine-color-${name}-outline`, readableOn(shades[6], pageBackgrounds)],
        // the light variant's text on its background (shade 1) and on its hover (shade 2)
        [`--mantine-color-${name}-light-color`, readableOn(shades[9], [shades[1], shades[2]])],
      ]),
    ),
  },
  dark: {},
};

export const cssVariablesResolver: CSSVariablesResolver = () => readableVariables;
