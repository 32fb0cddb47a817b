import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import type { TDemoSummary } from '../seed/demo';
import { DEMO_TENANTS, DEMO_USERS } from '../seed/demo-data';
import type { TIntentRanker } from '../../bot/core/intent-ranker';
import { createRandom } from './prng';
import { simulatePushHistory } from './push-history';
import { simulateTenant, type TSimulationSummary } from './simulate-tenant';

/** Acme gets three months of a busy bot, Globex a quieter month: about 2,300 messages in all. */
const DEMO_HISTORY: Record<string, { days: number; perDay: number }> = {
  [DEMO_TENANTS[0]!.name]: { days: 90, perDay: 25 },
  [DEMO_TENANTS[1]!.name]: { days: 30, perDay: 8 },
};

/**
 * Simulated employee activity for the freshly seeded demo tenants (DESIGN section 9). The server
 * starts it after listening and does not wait: answering goes on meanwhile.
 */
export async function simulateDemoHistory(
  db: TDb,
  demo: TDemoSummary,
  log: FastifyBaseLogger,
  ranker: TIntentRanker,
): Promise<TSimulationSummary[]> {
  const end = new Date();
  const summaries: TSimulationSummary[] = [];
  for (const tenant of demo.tenants) {
    const history = DEMO_HISTORY[tenant.name];
    if (!history) continue;
    const summary = await simulateTenant(db, ranker, {
      customerId: tenant.id,
      ...history,
      seed: tenant.id,
      end,
    });
    const pushes = await simulatePushHistory(db, createRandom(tenant.id * 31), {
      customerId: tenant.id,
      end,
      author: { name: DEMO_USERS[0]!.name, email: DEMO_USERS[0]!.email },
    });
    log.info({ tenant: tenant.name, ...summary, pushes }, 'demo history simulated');
    summaries.push(summary);
  }
  return summaries;
}
