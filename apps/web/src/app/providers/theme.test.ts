import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableOn } from './readable-colors';
import { theme } from './theme';
import { cssVariablesResolver } from './theme-variables';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light;
const WHITE = '#ffffff';

describe('theme colours', () => {
  it('draws dimmed text and placeholders at WCAG AA on white and on gray-0', () => {
    for (const background of [WHITE, merged.colors.gray[0]]) {
      expect(contrastRatio(light['--mantine-color-dimmed']!, background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(light['--mantine-color-placeholder']!, background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it.each(Object.keys(merged.colors))('makes %s text, outline and light variants readable', (name) => {
    const shades = merged.colors[name]!;
    for (const variable of ['text', 'outline'])
      expect(
        contrastRatio(light[`--mantine-color-${name}-${variable}`]!, WHITE),
        variable,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    for (const background of [shades[1], shades[2]])
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, background)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
  });

  it('keeps a shade that already reads, and darkens one that does not just enough', () => {
    expect(readableOn('#283e9d', [WHITE])).toBe('#283e9d');
    const darkened = readableOn('#868e96', [WHITE]);
    expect(contrastRatio(darkened, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(darkened, WHITE)).toBeLessThan(6);
  });
});
