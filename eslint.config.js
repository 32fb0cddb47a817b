import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB_FEATURES = './apps/web/src/features';
const webFeatures = fs.readdirSync(new URL(WEB_FEATURES, import.meta.url), { withFileTypes: true });

/**
 * Imports flow one way (ARCHITECTURE.md): packages/shared knows no app; on the server db/ knows no
 * feature and the portal's modules do not reach into the bot; in the portal shared pieces know no
 * feature, and features do not import each other (pages in app/ compose them).
 */
const LAYER_ZONES = [
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is used by the apps, never the reverse.',
  },
  {
    target: './apps/server/src/db',
    from: ['./apps/server/src/modules', './apps/server/src/bot', './apps/server/src/demo'],
    message: 'db/ is the bottom layer: it imports no module, no bot code and no demo tooling.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: [WEB_FEATURES, './apps/web/src/app'],
    message: 'Shared pieces of the portal import no feature and no page.',
  },
  {
    target: WEB_FEATURES,
    from: './apps/web/src/app',
    message: 'Features do not import the app; the app composes them.',
  },
  ...webFeatures
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${WEB_FEATURES}/${name}`,
      from: WEB_FEATURES,
      except: [`./${name}`],
      message:
        'Features do not import each other: compose them in a page, or move the shared piece to components/ or lib/.',
    })),
];

/** A module's tests may drive the bot (a review row made by a real conversation); its code may not. */
const MODULES_ZONE = {
  target: './apps/server/src/modules',
  from: ['./apps/server/src/bot', './apps/server/src/demo'],
  message: 'Portal modules do not import the bot or the demo tooling; the bot uses the modules.',
};
/** The server's runtime (libraries, sign-in and access reads, the job runner) sits below the features, as db/ does. */
const RUNTIME_ZONE = {
  target: ['./apps/server/src/lib', './apps/server/src/auth', './apps/server/src/jobs'],
  from: ['./apps/server/src/modules', './apps/server/src/bot', './apps/server/src/demo'],
  message: 'lib/, auth/ and jobs/ import no module, no bot code and no demo tooling; app.ts wires them.',
};
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**'];

/** A module uses another through its service: another module's repository is not imported. */
const OTHER_REPOSITORY = {
  regex: '^\\.\\./(\\.\\./modules/)?[a-z0-9-]+/[a-z0-9.-]+\\.repository$',
  message: "Use the other module's service (add a function there); only its own module imports a repository.",
};
/** The bot uses a module through its service, as another module does: no module's repository is imported. */
const MODULE_REPOSITORY = {
  regex: '^(\\.\\./)+modules/[a-z0-9-]+/[a-z0-9.-]+\\.repository$',
  message: "Use the module's service (add a function there); only its own module imports a repository.",
};
/** Only repositories query: the rest of a module does not build SQL. */
const QUERY_IMPORTS = {
  regex: '^(drizzle-orm(/.*)?|(\\.\\./)+db/(schema.*|rows|prepared-queries|live-versions))$',
  message: 'Only *.repository.ts files query: move the query into a repository of the module.',
};
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    // the test harness reads TEST_DATABASE_URL as the runner passes it
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/global-setup.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // the parsers and extensions of TypeScript files, so that the rules read the files an import leads to
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, MODULES_ZONE, RUNTIME_ZONE] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...TEST_FILES, '**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_REPOSITORY, QUERY_IMPORTS] }] },
  },
  {
    files: ['apps/server/src/bot/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_REPOSITORY] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [OTHER_REPOSITORY],
        },
      ],
    },
  },
);
