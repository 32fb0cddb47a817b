import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, each shown failing on a deliberately wrong import and
// passing on a right one. The probes import files that exist, since a rule only judges what resolves.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId);
}

describe('layer rules', () => {
  it('keeps portal features from importing each other, and lets them use shared pieces', async () => {
    const probe = 'apps/web/src/features/questions/components/layer-probe.tsx';
    expect(await ruleIds(probe, "export { dashboardKeys } from '../../reports/api/keys';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(probe, "export { PageHeader } from '../../../components/page-header';\n")).toEqual(
      [],
    );
  });

  it('keeps shared portal pieces from importing a feature', async () => {
    const probe = 'apps/web/src/components/layer-probe.tsx';
    expect(await ruleIds(probe, "export { dashboardKeys } from '../features/reports/api/keys';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('keeps server modules from importing the bot', async () => {
    const probe = 'apps/server/src/modules/questions/layer-probe.ts';
    expect(
      await ruleIds(probe, "export { createUnderstanding } from '../../bot/understanding';\n"),
    ).toContain('import-x/no-restricted-paths');
    // a module's tests may drive the bot
    const test = 'apps/server/src/modules/questions/layer-probe.test.ts';
    expect(await ruleIds(test, "export { createUnderstanding } from '../../bot/understanding';\n")).toEqual(
      [],
    );
  });

  it('keeps db/ from importing a module', async () => {
    const probe = 'apps/server/src/db/layer-probe.ts';
    const code = "export { countCustomers } from '../modules/tenancy/tenancy.repository';\n";
    expect(await ruleIds(probe, code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(probe, "export { notFound } from '../lib/errors';\n")).toEqual([]);
  });

  it('keeps lib/, auth/ and jobs/ from importing a module', async () => {
    const probe = 'apps/server/src/jobs/layer-probe.ts';
    expect(await ruleIds(probe, "export { repeatPushItem } from '../modules/push/push-repeat';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(probe, "export { findMembership } from '../auth/access.repository';\n")).toEqual([]);
  });

  it("keeps a module from importing another module's repository", async () => {
    const probe = 'apps/server/src/modules/reports/layer-probe.ts';
    expect(
      await ruleIds(probe, "export { findCategories } from '../categories/categories.repository';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(probe, "export { listCategories } from '../categories/categories.service';\n"),
    ).toEqual([]);
    expect(await ruleIds(probe, "export { findReportZone } from './reports.repository';\n")).toEqual([]);
  });

  it("keeps the bot from importing a module's repository, and lets it use the module's service", async () => {
    const probe = 'apps/server/src/bot/nlu/layer-probe.ts';
    expect(
      await ruleIds(
        probe,
        "export { findCategories } from '../../modules/categories/categories.repository';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(probe, "export { listCategories } from '../../modules/categories/categories.service';\n"),
    ).toEqual([]);
    // the bot's own repositories stay its own
    expect(await ruleIds(probe, "export { loadTrainingExamples } from './nlu.repository';\n")).toEqual([]);
  });

  it("keeps a repository from another module's repository, and lets it compose the db layer's SQL", async () => {
    const probe = 'apps/server/src/modules/answers/layer-probe.repository.ts';
    const store = '../versioned-values/versioned-values.repository';
    expect(await ruleIds(probe, `export { findLiveVersions } from '${store}';\n`)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(probe, "export { liveVersionsJson } from '../../db/live-versions';\n")).toEqual([]);
  });

  it('lets only repositories query in a module', async () => {
    const code = "export { sql } from 'drizzle-orm';\nexport { pushItems } from '../../db/schema-push';\n";
    const ids = await ruleIds('apps/server/src/modules/push/layer-probe.ts', code);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
    expect(await ruleIds('apps/server/src/modules/push/layer-probe.repository.ts', code)).toEqual([]);
    // a service runs its transactions on the database handle
    const service = "export type { TDb } from '../../db/client';\n";
    expect(await ruleIds('apps/server/src/modules/push/layer-probe.ts', service)).toEqual([]);
  });

  it('keeps packages/shared from importing an app', async () => {
    const probe = 'packages/shared/src/layer-probe.ts';
    expect(
      await ruleIds(probe, "export { notFound } from '../../../apps/server/src/lib/errors';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('wants kebab-case file names', async () => {
    expect(await ruleIds('apps/web/src/components/PageTitle.tsx', 'export const a = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await ruleIds('apps/web/src/components/page-title.tsx', 'export const a = 1;\n')).toEqual([]);
  });
});

describe('import cycles', () => {
  // a cycle needs two files on disk, each read by the rule when it follows the other's import
  const dir = path.join(root, `apps/server/src/lib/cycle-probe-${process.pid}`);
  beforeAll(() => {
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, 'first.ts'),
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    fs.writeFileSync(
      path.join(dir, 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails on two files that import each other', async () => {
    const [result] = await eslint.lintFiles([path.join(dir, 'first.ts')]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
