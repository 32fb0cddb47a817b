import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { pageModulePath, SHELL_PAGES } from './src/app/pages';
import { themeVariablesCss } from './src/app/providers/theme-variables';
import { PORTAL_STYLES_ATTRIBUTE } from './src/lib/portal-styles';

/** the build's list of each page's files, read by the server (apps/server/src/lib/portal-page.ts) */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Mantine's components take their ids from `useId` of @mantine/hooks, which sets a random id after the
 * first render and so renders every one of them twice on mount; the portal's build gives them
 * src/lib/mantine-use-id.ts instead, the same hook on React's own ids. (The dev server serves Mantine
 * prebundled, with its own hook: one render more.)
 */
export function mantineStableIds(): Plugin {
  const replacement = path.join(import.meta.dirname, 'src/lib/mantine-use-id.ts');
  return {
    name: 'askhr:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && /[\\/]@mantine[\\/]hooks[\\/]/.test(importer))
        return replacement;
      return null;
    },
  };
}

/** the stylesheet of the theme's CSS variables, imported by src/main.tsx */
export const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';

/**
 * Writes the theme's CSS variables (src/app/providers/theme-variables.ts) as a stylesheet of the
 * portal, worked out here once instead of by Mantine's provider in the browser on every start.
 */
export function themeVariables(): Plugin {
  const resolved = `\0${THEME_VARIABLES_MODULE}`;
  return {
    name: 'askhr:theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_MODULE ? resolved : null),
    load: (id) => (id === resolved ? themeVariablesCss() : null),
  };
}

/**
 * The built page preloads its stylesheets instead of linking them: the loading screen, styled inline,
 * paints while they and the scripts download, and src/lib/portal-styles.ts applies them before the
 * portal's first render.
 */
export function preloadedStyles(): Plugin {
  return {
    name: 'askhr:preloaded-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          `<link rel="preload" as="style"$1 href="$2" ${PORTAL_STYLES_ATTRIBUTE}>`,
        ),
    },
  };
}

/**
 * Writes, for each page of the shell, the scripts and styles it loads beyond the shell's own: the
 * server names them in the page it sends for that address, so they download with the shell instead of
 * after it has run. The catch-all page is left out: any address would preload it.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'askhr:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** a chunk's file and those it imports statically, transitively */
      const staticGraph = (start: string) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(start);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shell = staticGraph(entry.fileName);
      const pages = SHELL_PAGES.filter((page) => page.path !== '*').flatMap(({ path, module }) => {
        const source = `/src/app/${pageModulePath(module).slice(2)}`;
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
        if (!chunk) return [];
        const files = [...staticGraph(chunk.fileName)].filter((fileName) => !shell.has(fileName));
        const styles = files.flatMap((fileName) => [
          ...(byFile.get(fileName)?.viteMetadata?.importedCss ?? []),
        ]);
        return [{ path: `/${path}`, scripts: files, styles: [...new Set(styles)] }];
      });
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify({ pages }) });
    },
  };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chrome's explicit compile hint (V8 12.6 and later) at the top of every chunk: its functions are
 * compiled while the chunk streams in, off the main thread, instead of one at a time on the main thread
 * the first time each is called, which is most of what the portal's start costs there. A chunk is
 * loaded only where its code runs, so little of that compiling is wasted. Added once the chunks are
 * minified (the minifier drops comments); the source map moves down the one line.
 */
export function compileHints(): Plugin {
  return {
    name: 'askhr:compile-hints',
    apply: 'build',
    generateBundle: {
      // after Vite's own additions to the top of a chunk (the preload map of dynamic imports)
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // by now the source map is its own file beside the chunk
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/** The portal's message catalogues (src/lib/i18n/<language>.json). */
const CATALOGUE = /[\\/]src[\\/]lib[\\/]i18n[\\/][a-z]{2}\.json$/;

/**
 * Parses the catalogues' ICU messages here, once, into the syntax trees intl-messageformat formats:
 * the browser then needs no ICU parser (the build aliases it to the library's parser-less entry,
 * vite.config.ts), a fifth of the shell's script saved. The catalogue stays JSON, each message
 * its tree instead of its text.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'askhr:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message, { ignoreTag: true })]),
      );
      return { code: JSON.stringify(trees), map: null };
    },
    generateBundle: {
      order: 'post',
      handler({ dir = '' }, bundle) {
        // a chunk that is only a catalogue gets a source map naming no file (Vite's JSON modules
        // have no map), which Lighthouse and the browser's tools cannot read: it names the catalogue
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const catalogue = chunk.moduleIds.find((id) => CATALOGUE.test(id));
          const map = bundle[`${chunk.fileName}.map`];
          if (!catalogue || map?.type !== 'asset' || typeof map.source !== 'string') continue;
          const json = JSON.parse(map.source) as { sources: string[] };
          if (json.sources.length > 0) continue;
          const from = path.dirname(path.join(dir, chunk.fileName));
          map.source = JSON.stringify({ ...json, sources: [path.relative(from, catalogue)] });
        }
      },
    },
  };
}
