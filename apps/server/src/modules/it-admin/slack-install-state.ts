import crypto from 'node:crypto';
import { SLACK_STATE_TTL_MINUTES } from '@askhr/shared/it-admin/it-admin.constants';
import type { TDb } from '../../db/client';
import { getDataEncryptionKey } from '../../auth/secrets';
import { deleteExpiredStates, recordUsedState } from './slack-install.repository';

interface TStateOwner {
  customerId: number;
  customerUserId: number;
}

async function stateKey(db: TDb, configuredKey?: string) {
  const key = await getDataEncryptionKey(db, configuredKey);
  // a key of its own for signing, derived so that it never signs with the sealing key itself
  return crypto.createHmac('sha256', key).update('slack-install-state').digest();
}

const sign = (key: Buffer, payload: string) =>
  crypto.createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The `state` of a Slack install: tenant, user, expiry and a nonce, signed. Issuing one writes
 * nothing (reading the IT config stays a read); using one records it, so that it works once.
 */
export async function issueInstallState(db: TDb, owner: TStateOwner, now: Date, configuredKey?: string) {
  const expiresAt = now.getTime() + SLACK_STATE_TTL_MINUTES * 60_000;
  const nonce = crypto.randomBytes(12).toString('base64url');
  const payload = `${owner.customerId}.${owner.customerUserId}.${expiresAt}.${nonce}`;
  return `${payload}.${sign(await stateKey(db, configuredKey), payload)}`;
}

/** True once for a state signed here for this tenant and user, before it expires; false otherwise. */
export async function spendInstallState(
  db: TDb,
  owner: TStateOwner,
  state: string,
  now: Date,
  configuredKey?: string,
) {
  const parts = state.split('.');
  if (parts.length !== 5) return false;
  const [customerId, customerUserId, expiresAt, , signature] = parts;
  const expected = Buffer.from(sign(await stateKey(db, configuredKey), parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  if (Number(customerId) !== owner.customerId || Number(customerUserId) !== owner.customerUserId)
    return false;
  if (!(Number(expiresAt) > now.getTime())) return false;
  await deleteExpiredStates(db, owner.customerId, now);
  return recordUsedState(db, owner.customerId, {
    state,
    customerUserId: owner.customerUserId,
    expiresAt: new Date(Number(expiresAt)),
    usedAt: now,
  });
}
