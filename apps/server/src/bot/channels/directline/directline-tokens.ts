import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'askhr:directline';
const AUDIENCE = 'askhr:directline';

/** What a Direct Line token binds: one tenant, one bot user, and once started one conversation. */
export interface TDirectLineClaims {
  customerId: number;
  botUserId: string;
  name?: string;
  conversationId?: string;
  /** "test as" values of the portal's Test Bot, passed to the core */
  countryCode?: string;
  roleId?: 1 | 2;
  asOf?: string;
  /** issued by the portal's Test Bot: its messages are tests (a client cannot set it: it is signed) */
  isTest?: boolean;
}

const ZPayload = z.object({
  tid: z.number().int().positive(),
  sub: z.string().min(1),
  name: z.string().optional(),
  conv: z.string().optional(),
  cc: z.string().optional(),
  rid: z.union([z.literal(1), z.literal(2)]).optional(),
  asof: z.string().optional(),
  tst: z.literal(true).optional(),
});

export interface TDirectLineTokens {
  issue(claims: TDirectLineClaims): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid token, or why it is not: `expired` or `invalid` (forged, malformed). */
  verify(token: string): Promise<{ claims: TDirectLineClaims } | { failure: 'expired' | 'invalid' }>;
}

/** Verified tokens remembered per process: a conversation posts with the same token again and again. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Tokens are HS256 JWTs keyed by a server secret; the claims are short to keep the token small.
 * A token verified once is remembered until it expires, so that later requests of the conversation
 * skip the signature check, which waits for the crypto thread pool behind a busy event loop.
 */
export function createDirectLineTokens(
  key: Uint8Array,
  ttlSeconds: number,
  now: () => number = Date.now,
): TDirectLineTokens {
  const verified = new Map<string, { claims: TDirectLineClaims; expiresAt: number }>();
  const remember = (token: string, claims: TDirectLineClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt });
  };
  return {
    async issue(claims) {
      const payload = {
        tid: claims.customerId,
        ...(claims.name ? { name: claims.name } : {}),
        ...(claims.conversationId ? { conv: claims.conversationId } : {}),
        ...(claims.countryCode ? { cc: claims.countryCode } : {}),
        ...(claims.roleId ? { rid: claims.roleId } : {}),
        ...(claims.asOf ? { asof: claims.asOf } : {}),
        ...(claims.isTest ? { tst: true } : {}),
      };
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.botUserId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return { claims: known.claims };
        verified.delete(token);
        return { failure: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const parsed = ZPayload.safeParse(payload);
        if (!parsed.success || payload.exp === undefined) return { failure: 'invalid' };
        const p = parsed.data;
        const claims: TDirectLineClaims = {
          customerId: p.tid,
          botUserId: p.sub,
          name: p.name,
          conversationId: p.conv,
          countryCode: p.cc,
          roleId: p.rid,
          asOf: p.asof,
          ...(p.tst ? { isTest: true } : {}),
        };
        remember(token, claims, payload.exp * 1000);
        return { claims };
      } catch (error) {
        return { failure: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
