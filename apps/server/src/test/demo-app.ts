import { resetDemo } from '../demo/seed/demo';
import { DEMO_TENANTS } from '../demo/seed/demo-data';
import { createTestApp } from './app';

/** The test app with the whole demo seeded, for the tests whose subject is the demo's content. */
export async function createDemoTestApp() {
  const t = await createTestApp();
  const summary = await resetDemo(t.db);
  const tenantIds = Object.fromEntries(summary.tenants.map((tenant) => [tenant.name, tenant.id]));
  return {
    ...t,
    summary,
    acmeId: tenantIds[DEMO_TENANTS[0]!.name]!,
    globexId: tenantIds[DEMO_TENANTS[1]!.name]!,
  };
}
export type TDemoTestApp = Awaited<ReturnType<typeof createDemoTestApp>>;
