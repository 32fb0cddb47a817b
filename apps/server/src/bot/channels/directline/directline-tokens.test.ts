import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDirectLineTokens } from './directline-tokens';

const key = crypto.randomBytes(32);
const claims = { customerId: 7, botUserId: 'portal-3', conversationId: 'c-1', countryCode: 'ES' };

describe('Direct Line tokens', () => {
  it('verifies its own tokens, again from memory, until they expire', async () => {
    let clock = Date.now();
    const tokens = createDirectLineTokens(key, 60, () => clock);
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual({ claims: expect.objectContaining(claims) });
    expect(await tokens.verify(token)).toEqual({ claims: expect.objectContaining(claims) });
    clock += 61_000;
    expect(await tokens.verify(token)).toEqual({ failure: 'expired' });
    expect(await tokens.verify(token)).toEqual({ failure: 'expired' });
  });

  it('refuses an expired token it never saw, and a forged or foreign one', async () => {
    const tokens = createDirectLineTokens(key, 60);
    const { token } = await tokens.issue(claims);
    const later = createDirectLineTokens(key, 60, () => Date.now() + 120_000);
    expect(await later.verify(token)).toEqual({ failure: 'expired' });
    const [header, payload] = token.split('.');
    expect(await tokens.verify(`${header}.${payload}.forged`)).toEqual({ failure: 'invalid' });
    const foreign = await createDirectLineTokens(crypto.randomBytes(32), 60).issue(claims);
    expect(await tokens.verify(foreign.token)).toEqual({ failure: 'invalid' });
  });
});
