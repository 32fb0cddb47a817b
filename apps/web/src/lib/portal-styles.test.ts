import { describe, expect, it } from 'vitest';
import { applyPortalStyles, PORTAL_STYLES_ATTRIBUTE } from './portal-styles';

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('applyPortalStyles', () => {
  it('resolves at once when the page preloads no stylesheet (the dev server)', async () => {
    await expect(applyPortalStyles(pageWith(''))).resolves.toBeUndefined();
  });

  it('links each preloaded stylesheet and waits until it has loaded', async () => {
    const doc = pageWith(
      `<link rel="preload" as="style" crossorigin href="/assets/index.css" ${PORTAL_STYLES_ATTRIBUTE}>`,
    );
    let isApplied = false;
    const applying = applyPortalStyles(doc).then(() => (isApplied = true));
    const sheet = doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('/assets/index.css');
    expect(sheet?.hasAttribute('crossorigin')).toBe(true);
    await Promise.resolve();
    expect(isApplied).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await applying;
    expect(isApplied).toBe(true);
  });

  it('does not hold the portal back when a stylesheet fails to load', async () => {
    const doc = pageWith(`<link rel="preload" as="style" href="/a.css" ${PORTAL_STYLES_ATTRIBUTE}>`);
    const applying = applyPortalStyles(doc);
    doc.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await expect(applying).resolves.toBeUndefined();
  });
});
