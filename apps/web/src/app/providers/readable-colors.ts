import { darken, luminance } from '@mantine/core';

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` as it is when it reads on every background at AA, else darkened just enough. */
export function readableOn(color: string, backgrounds: readonly string[]) {
  const reads = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST);
  for (let amount = 0; amount < 1; amount += 0.04) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (reads(candidate)) return candidate;
  }
  return '#000000';
}
