import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { PORTAL_LANGUAGES, type TPortalLanguage } from '@askhr/shared/users/portal-language';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { getCookieKeys, getSigningKeys } from '../secrets';
import { createOidcAdapter } from './oidc.adapter';
import { findActiveUserByIdentity } from './oidc.repository';
import { pageLanguage } from './page-language';
import { PAGE_TEXTS } from './page-texts';
import { errorPage, logoutPage, signedOutPage, type TBrand } from './pages';

/** The API is the only resource server; `api` exists so that a client may ask for it by name. */
export const API_SCOPE = 'api';
const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'];
// the access token's scope only holds scopes its resource server declares: declaring the sign-in
// scopes too keeps them in the token and in the token response, as clients such as oidc-client-ts expect
const API_RESOURCE_SCOPE = [...OIDC_SCOPES, API_SCOPE].join(' ');

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface TProviderOptions {
  config: TConfig;
  db: TDb;
  brand: TBrand;
}

/** The browser-visible path of the provider (`/oidc` unless PUBLIC_URL carries a path). */
export const issuerPath = (config: TConfig) => new URL(config.auth.issuer).pathname.replace(/\/$/, '');

/** The portal's own origin plus the dev-server origins it may be served from. */
export function portalOrigins(config: TConfig): string[] {
  return [
    ...new Set([new URL(config.publicUrl).origin, ...config.corsOrigins.map((o) => new URL(o).origin)]),
  ];
}

function portalClient(config: TConfig) {
  const bases = [config.publicUrl, ...config.corsOrigins.map((o) => new URL(o).origin)];
  return {
    client_id: config.auth.clientId,
    client_name: config.productName,
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: [...new Set(bases.map((b) => `${b}/callback`))],
    post_logout_redirect_uris: [...new Set(bases.map((b) => `${b}/`))],
    scope: OIDC_SCOPES.join(' '),
  };
}

/**
 * The portal is our own client: signing in is the consent. Whatever it asks for (OpenID scopes,
 * claims, the API resource) is added to its grant, so the consent prompt never shows up.
 * offline_access cannot be rescued here: oidc-provider removes it earlier unless prompt=consent
 * (OIDC Core 11), which is why issuing refresh tokens does not depend on it.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const { Grant } = oidc.provider;
  const accountId = oidc.session!.accountId!;
  const clientId = oidc.client!.clientId;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  const existing = grantId ? await Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new Grant({ accountId, clientId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  if (oidc.requestParamClaims.size) grant.addOIDCClaims(oidc.requestParamClaims);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, server.scope);
  }
  await grant.save();
  return grant;
}

export async function createOidcProvider({ config, db, brand }: TProviderOptions): Promise<Provider> {
  const [signingKeys, cookieKeys] = await Promise.all([getSigningKeys(db), getCookieKeys(db)]);
  const audience = config.auth.audience;
  const allowedOrigins = new Set(portalOrigins(config));
  const mountPath = issuerPath(config);

  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    jwks: { keys: signingKeys.keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: cookieKeys },
    clients: [portalClient(config)],
    // the portal is the only client: advertise nothing it does not use
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: OIDC_SCOPES,
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    pkce: { required: () => true },
    // the SPA signs in through the token endpoint from its own origin only
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),

    async findAccount(_ctx, sub) {
      const user = await findActiveUserByIdentity(db, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, name: user.name }),
      };
    },

    loadExistingGrant: loadFirstPartyGrant,
    // every sign-in of the portal gets a refresh token, whatever its scope says
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // tokens live as long as the sign-in session: signing out revokes the refresh tokens too
    expiresWithSession: () => true,
    rotateRefreshToken: true,

    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },

    features: {
      devInteractions: { enabled: false },
      // the access token is a JWT for the API, so a userinfo endpoint would refuse it: claims go in the ID token
      userinfo: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(brand, languageOf(ctx), form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(brand, languageOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_RESOURCE_SCOPE,
            audience,
            // a JWT cannot be revoked, so it stays short; the refresh token carries the session
            accessTokenTTL: 15 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },

    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 15 * 60,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // rotation keeps the first token's end date, so a session can be stretched to 14 days at most
      RefreshToken: (ctx, _token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated && client.clientAuthMethod === 'none' ? rotated.remainingTTL : 14 * DAY;
      },
    },

    renderError(ctx, out) {
      const language = languageOf(ctx);
      ctx.type = 'html';
      ctx.body = errorPage(brand, language, describeError(out, language));
    },
    // the sign-in pages speak these (page-texts.ts); a client may ask for one with ui_locales
    discovery: { ui_locales_supported: [...PORTAL_LANGUAGES] },
  };

  const provider = new Provider(config.auth.issuer, configuration);
  // Koa then reads the scheme and host from X-Forwarded-* (pinned to the issuer by the mount), so
  // URLs match the issuer and cookies are marked Secure behind a TLS-terminating load balancer
  provider.proxy = true;
  return provider;
}

/**
 * The language of a page the provider renders itself: the request's ui_locales when it has one
 * (authorization and logout requests may), else the portal's cookie and the browser's languages.
 */
function languageOf(ctx: KoaContextWithOIDC): TPortalLanguage {
  // ctx.oidc is missing when a request fails before the provider has read it
  const params = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params;
  return pageLanguage(ctx.req.headers, params?.ui_locales);
}

/**
 * The provider's own descriptions are English and technical: in English they are shown as they
 * are, in another language the reader gets the plain "not understood" instead.
 */
function describeError(
  out: { error: string; error_description?: string },
  language: TPortalLanguage,
): string {
  const texts = PAGE_TEXTS[language].error;
  if (out.error === 'server_error') return texts.serviceProblem;
  if (language !== 'en') return texts.notUnderstood;
  const text = out.error_description ?? out.error;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}
