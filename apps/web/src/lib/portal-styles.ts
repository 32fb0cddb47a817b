/** marks the stylesheets index.html preloads instead of linking (see vite.config.ts) */
export const PORTAL_STYLES_ATTRIBUTE = 'data-portal-styles';

/**
 * The built index.html preloads the portal's stylesheet rather than linking it, so the loading screen
 * (styled inline) paints without waiting for it. This applies each such stylesheet and resolves once
 * all have loaded, or failed: the portal renders after that, never unstyled. Without any (the dev
 * server injects styles from the modules) it resolves at once.
 */
export function applyPortalStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(`link[${PORTAL_STYLES_ATTRIBUTE}]`)];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // the same request as the preload, so the browser reuses its response
          const cors = preload.getAttribute('crossorigin');
          if (cors !== null) sheet.setAttribute('crossorigin', cors);
          sheet.setAttribute('href', preload.getAttribute('href') ?? '');
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
