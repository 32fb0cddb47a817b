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
}

const ZPayload = z.object({
  tid: z.number().int().positive(),
  sub: z.string().min(1),
  name: z.string().optional(),
  conv: z.string().optional(),
  cc: z.string().optional(),
  rid: z.union([z.literal(1), z.literal(2)]).optional(),
  asof: z.string().optional(),
});

export interface TDirectLineTokens {
  issue(claims: TDirectLineClaims): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid token, or why it is not: `expired` or `invalid` (forged, malformed). */
  verify(token: string): Promise<{ claims: TDirectLineClaims } | { failure: 'expired' | 'invalid' }>;
}

/** Tokens are HS256 JWTs keyed by a server secret; the claims are short to keep the token small. */
export function createDirectLineTokens(key: Uint8Array, ttlSeconds: number): TDirectLineTokens {
  return {
    async issue(claims) {
      const payload = {
        tid: claims.customerId,
        ...(claims.name ? { name: claims.name } : {}),
        ...(claims.conversationId ? { conv: claims.conversationId } : {}),
        ...(claims.countryCode ? { cc: claims.countryCode } : {}),
        ...(claims.roleId ? { rid: claims.roleId } : {}),
        ...(claims.asOf ? { asof: claims.asOf } : {}),
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const parsed = ZPayload.safeParse(payload);
        if (!parsed.success) return { failure: 'invalid' };
        const p = parsed.data;
        return {
          claims: {
            customerId: p.tid,
            botUserId: p.sub,
            name: p.name,
            conversationId: p.conv,
            countryCode: p.cc,
            roleId: p.rid,
            asOf: p.asof,
          },
        };
      } catch (error) {
        return { failure: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
