import fs from 'node:fs';
import type { Page } from '@playwright/test';

type TCatalogue = Record<string, string>;

/** A catalogue of the portal, as the build bundles it. */
export const catalogue = (language: 'en' | 'es' | 'de'): TCatalogue =>
  JSON.parse(
    fs.readFileSync(new URL(`../src/lib/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as TCatalogue;

const en = catalogue('en');

/** The literal words of an ICU message around its arguments, as a pattern: "{count} of {total}" -> /^.+ of .+$/. */
export function patternOf(message: string): RegExp {
  // a plural or select stands for one of its branches; any argument for any text
  let flat = message;
  for (let previous = ''; previous !== flat;) {
    previous = flat;
    flat = flat.replace(
      /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,((?:[^{}]|\{[^{}]*\})*)\}/g,
      '\uE000',
    );
  }
  const parts = flat.split(/\{[^{}]*\}|\uE000/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 's');
}

/**
 * Tells whether a text on screen is one of the English catalogue's, where the other language has its
 * own words for it (a text the same in both, such as "Slack", is not English left behind).
 */
export function englishDetector(target: TCatalogue): (text: string) => string | null {
  const exact = new Map<string, string>();
  const patterns: { key: string; pattern: RegExp }[] = [];
  for (const [key, english] of Object.entries(en)) {
    if (target[key] === english) continue;
    if (/[{}]/.test(english)) {
      const pattern = patternOf(english);
      // a message that is mostly its arguments ("{start} – {end}", "{count} from {channel}") says too
      // little of its language: it would match data (a question that says "from") as well
      const letters = pattern.source.replace(/\.\+/g, '').match(/\p{L}/gu)?.length ?? 0;
      if (letters >= 8) patterns.push({ key, pattern });
    } else exact.set(english, key);
  }
  return (text) => exact.get(text) ?? patterns.find(({ pattern }) => pattern.test(text))?.key ?? null;
}

/**
 * The texts a user meets on the page now: the words of every visible element, and what a screen
 * reader or a tooltip gives for it (aria-label, title, placeholder, alt).
 */
export async function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return element.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && node.parentElement && visible(node.parentElement)) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
      // a label or a button may put its words in several text nodes: their whole counts too
      if (['BUTTON', 'LABEL', 'A', 'H1', 'H2', 'H3', 'P', 'TH'].includes(element.tagName)) {
        const whole = (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim();
        if (whole) texts.add(whole);
      }
    }
    return [...texts];
  });
}

/** The English texts on the page, each with its catalogue key: what the test expects to be none. */
export async function englishOnScreen(page: Page, isEnglish: (text: string) => string | null) {
  return (await textsOnScreen(page)).flatMap((text) => {
    const key = isEnglish(text);
    return key ? [`${key}: ${text}`] : [];
  });
}
