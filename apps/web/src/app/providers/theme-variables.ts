import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
} from '@mantine/core';
import { readableOn } from './readable-colors';
import { theme } from './theme';

// Mantine's light scheme draws dimmed text, coloured text (c="red"), outline variants and the text of
// light variants (badges, avatars, alerts) in shades that fall under WCAG AA (4.5:1) on white or on
// their own tint: dimmed gray-6 is 3.3:1, a teal badge 4.3:1, an orange one 3.6:1. Every colour of the
// theme gets the same shade where it reads, and a darker one where it does not.
const WHITE = '#ffffff';
const { colors } = mergeMantineTheme(DEFAULT_THEME, theme);
/** Paper and cards sit on white or on gray-0 */
const pageBackgrounds = [WHITE, colors.gray[0]];

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

type TSection = keyof ConvertCSSVariablesInput;

/**
 * The theme's CSS variables, as Mantine's provider would write them in a `<style>` on every start:
 * the portal's build writes them once into its stylesheet instead (vite-plugins.ts), and the provider
 * is told not to (`withCssVariables={false}`). Only what differs from Mantine's defaults is written;
 * the defaults are in @mantine/core/styles.css.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const overrides = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const differing = (section: TSection) =>
    Object.fromEntries(
      Object.entries({ ...ours[section], ...overrides[section] }).filter(
        ([name, value]) => defaults[section][name as keyof (typeof defaults)[TSection]] !== value,
      ),
    );
  return convertCssVariables({
    variables: differing('variables'),
    light: differing('light'),
    dark: differing('dark'),
  });
}
