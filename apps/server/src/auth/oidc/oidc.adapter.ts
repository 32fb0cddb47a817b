import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { TDb } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

// expired rows are invisible to find*; deleting them is housekeeping, so once in a while is enough
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const notExpired = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

type TRow = typeof oidcPayloads.$inferSelect;

function toPayload(row: TRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  // the provider only checks that `consumed` is truthy; an epoch keeps it close to the memory adapter
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/**
 * Stores every provider artefact (sessions, grants, codes, refresh tokens, interactions) in
 * `oidc_payloads`, so that any server process can continue a sign-in another one started.
 */
class DrizzleOidcAdapter implements Adapter {
  constructor(
    private readonly db: TDb,
    private readonly model: string,
    private readonly sweep: () => Promise<void>,
  ) {}

  private byId(id: string) {
    return and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
  }

  private async findWhere(condition: ReturnType<typeof eq>) {
    const rows = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, notExpired()))
      .limit(1);
    return toPayload(rows[0]);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: payload.consumed ? new Date() : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns });
    await this.sweep();
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string) {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(this.byId(id));
  }

  async destroy(id: string) {
    await this.db.delete(oidcPayloads).where(this.byId(id));
  }

  async revokeByGrantId(grantId: string) {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}

export function createOidcAdapter(db: TDb): AdapterFactory {
  let lastSweep = Date.now();
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    // housekeeping only: a failed sweep must not fail the sign-in step that happened to trigger it
    await db
      .delete(oidcPayloads)
      .where(lt(oidcPayloads.expiresAt, sql`now()`))
      .catch(() => undefined);
  };
  return (model: string) => new DrizzleOidcAdapter(db, model, sweep);
}
