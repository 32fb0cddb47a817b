import { describe, expect, it } from 'vitest';
import { shellFiles } from './shell-size.mjs';

describe('shellFiles', () => {
  it('follows the static imports of the entry, transitively, and leaves the lazy routes out', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-1.js', '_query-1.js'],
        dynamicImports: ['src/app/routes/home-page.tsx'],
      },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_query-1.js': { file: 'assets/query-1.js', imports: ['_react-1.js', '_zod-1.js'] },
      '_zod-1.js': { file: 'assets/zod-1.js' },
      'src/app/routes/home-page.tsx': {
        file: 'assets/home-page-1.js',
        isDynamicEntry: true,
        imports: ['_charts-1.js', '_react-1.js'],
      },
      '_charts-1.js': { file: 'assets/charts-1.js' },
    };
    expect(shellFiles(manifest)).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/query-1.js',
      'assets/zod-1.js',
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => shellFiles({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry/);
  });
});
