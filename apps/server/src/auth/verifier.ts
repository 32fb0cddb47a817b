import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export interface TTokenVerifier {
  verify(token: string): Promise<JWTPayload | null>;
}

// asymmetric algorithms only: 'none' and shared-secret HMAC tokens are refused
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TTokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, opts.keys, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ALGORITHMS,
          clockTolerance: 5,
        });
        return payload;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export const localKeySet = createLocalJWKSet;

/** Finds the JWKS of an external provider through its discovery document, once. */
export function discoveredKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OIDC discovery failed for ${issuer}: ${res.status}`);
    const doc = (await res.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(doc.jwks_uri));
  };
  return async (header, token) => {
    keySet ??= load().catch((err) => {
      keySet = undefined;
      throw err;
    });
    return (await keySet)(header, token);
  };
}
