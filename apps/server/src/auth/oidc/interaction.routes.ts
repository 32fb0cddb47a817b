import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { ZText } from '@askhr/shared/schemas/primitives';
import type { TDb } from '../../db/client';
import { PASSWORD_MIN_LENGTH } from '@askhr/shared/users/users.schemas';
import { hashPassword, verifyPassword } from '../passwords';
import type { TLoginThrottle } from './login-throttle';
import {
  ensureIdentityId,
  findLoginUserById,
  findUserByEmail,
  isUserDisabledEverywhere,
  replaceTemporaryPassword,
} from './oidc.repository';
import {
  errorPage,
  LOGIN_MESSAGES,
  loginPage,
  messagePage,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangePage,
  type TBrand,
} from './pages';

/**
 * Keeps a sign-in of an account, or its failure with the reason, in the audit trails of the
 * account's tenants (handed in by app.ts: auth/ imports no module).
 */
export type TSignInRecorder = (account: { userId: number; email: string }, failure?: string) => Promise<void>;

/** The reasons a known account's sign-in failed, as the audit trail keeps them. */
const FAILURE_REASONS: Record<string, string> = {
  [LOGIN_MESSAGES.invalidCredentials]: 'wrong password',
  [LOGIN_MESSAGES.disabled]: 'disabled',
  [LOGIN_MESSAGES.temporaryExpired]: 'temporary password expired',
};

export interface TInteractionOptions {
  provider: Provider;
  db: TDb;
  brand: TBrand;
  /** browser-visible path of the provider, for form actions */
  mountPath: string;
  showDemoHint: boolean;
  throttle: TLoginThrottle;
  /** sign-in posts per client IP */
  rateLimit: { max: number; timeWindow: number };
  recordSignIn: TSignInRecorder;
}

const ZParams = z.object({ uid: z.string().min(1).max(200) });

// the typed values are trimmed but never rejected here: a wrong shape is just a failed sign-in
const ZLoginForm = z.object({
  email: ZText.trim().max(320).catch(''),
  password: ZText.max(1024).catch(''),
});
const ZPasswordForm = z.object({ password: ZText.max(1024).catch(''), confirm: ZText.max(1024).catch('') });

/** Kept in the interaction between a sign-in with a temporary password and its change. */
const ZPendingChange = z.object({ passwordChange: z.object({ userId: z.number() }) });

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The login (and, should it ever be asked for, consent) steps the provider hands over to us. */
export async function interactionRoutes(app: FastifyInstance, opts: TInteractionOptions) {
  const { provider, db, brand, mountPath, throttle } = opts;
  await app.register(rateLimit, { global: false });

  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      messagePage(brand, {
        title: 'This sign-in has expired',
        message: `The sign-in page was open too long or was already used. Go back to ${brand.productName} to sign in again.`,
      }),
      400,
    );

  app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (err.statusCode === 429)
      return sendHtml(
        reply,
        errorPage(brand, 'Too many sign-in attempts from your network. Please wait a minute and try again.'),
        429,
      );
    // a missing or stale interaction cookie: the browser came back to an old page
    if (err instanceof errors.OIDCProviderError) return expired(reply);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendHtml(
        reply,
        errorPage(brand, 'The sign-in request was not understood. Please try again.'),
        status,
      );
    request.log.error({ err }, 'sign-in interaction failed');
    return sendHtml(reply, errorPage(brand, 'The sign-in service had a problem. Please try again.'), 500);
  });

  /** The interaction of this browser, provided it is the one named in the URL. */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
    const params = ZParams.safeParse(request.params);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return params.success && details.uid === params.data.uid ? details : undefined;
  }

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  const renderLogin = (
    reply: FastifyReply,
    uid: string,
    extra: { email?: string; error?: string } = {},
    status = 200,
  ) =>
    sendHtml(
      reply,
      loginPage(brand, {
        action: `${mountPath}/interaction/${uid}/login`,
        showDemoHint: opts.showDemoHint,
        ...extra,
      }),
      status,
    );

  const renderPasswordChange = (
    reply: FastifyReply,
    uid: string,
    email: string,
    error?: string,
    status = 200,
  ) =>
    sendHtml(
      reply,
      passwordChangePage(brand, {
        action: `${mountPath}/interaction/${uid}/password`,
        email,
        minLength: PASSWORD_MIN_LENGTH,
        error,
      }),
      status,
    );

  app.post(
    '/oidc/interaction/:uid/password',
    {
      schema: { hide: true },
      config: { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindow } },
    },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      const pending = ZPendingChange.safeParse(details?.result);
      if (!details || details.prompt.name !== 'login' || !pending.success) return expired(reply);
      const user = await findLoginUserById(db, pending.data.passwordChange.userId);
      const isStillTemporary =
        user?.active && user.temporaryPasswordUntil && user.temporaryPasswordUntil >= new Date();
      if (!user || !isStillTemporary || (await isUserDisabledEverywhere(db, user.id))) return expired(reply);
      const form = ZPasswordForm.parse(request.body ?? {});
      const problem =
        form.password.length < PASSWORD_MIN_LENGTH
          ? PASSWORD_CHANGE_MESSAGES.tooShort(PASSWORD_MIN_LENGTH)
          : form.password !== form.confirm
            ? PASSWORD_CHANGE_MESSAGES.mismatch
            : (await verifyPassword(form.password, user.passwordHash))
              ? PASSWORD_CHANGE_MESSAGES.sameAsTemporary
              : undefined;
      if (problem) return renderPasswordChange(reply, details.uid, user.email, problem, 400);
      const isReplaced = await replaceTemporaryPassword(
        db,
        user.id,
        user.passwordHash!,
        await hashPassword(form.password),
      );
      if (!isReplaced) return expired(reply);
      const accountId = await ensureIdentityId(db, user);
      await opts.recordSignIn({ userId: user.id, email: user.email });
      return finish(request, reply, { login: { accountId, amr: ['pwd'] } });
    },
  );

  app.get('/oidc/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return expired(reply);
    if (details.prompt.name === 'login') {
      const hint = details.params.login_hint;
      return renderLogin(reply, details.uid, { email: typeof hint === 'string' ? hint : undefined });
    }
    if (details.prompt.name === 'consent') {
      // reached only when a client insists on prompt=consent: the portal is first-party, so approve
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session!.accountId,
            clientId: String(details.params.client_id),
          });
      if (!grant) return expired(reply);
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope);
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes);
      const grantId = await grant.save();
      return finish(request, reply, { consent: { grantId } });
    }
    return expired(reply);
  });

  app.post(
    '/oidc/interaction/:uid/login',
    {
      schema: { hide: true },
      config: { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindow } },
    },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details || details.prompt.name !== 'login') return expired(reply);
      const form = ZLoginForm.safeParse(request.body);
      const { email, password } = form.success ? form.data : { email: '', password: '' };
      if (!email || !password)
        return renderLogin(reply, details.uid, { email, error: LOGIN_MESSAGES.missingFields });

      // the client as the per-address limit sees it: X-Forwarded-For counts only from a trusted proxy
      const attempt = await throttle.beginAttempt(email, request.ip);
      if (!attempt)
        return renderLogin(reply, details.uid, { email, error: LOGIN_MESSAGES.attemptUnderWay }, 429);
      let refusal: string;
      let refused: { userId: number; email: string } | undefined;
      try {
        const user = await findUserByEmail(db, email);
        // verifyPassword spends the same time without a hash, so unknown emails are not faster
        const isValid = await verifyPassword(password, user?.passwordHash);
        refused = user && { userId: user.id, email: user.email };
        if (!user || !isValid) refusal = LOGIN_MESSAGES.invalidCredentials;
        else if (!user.active || (await isUserDisabledEverywhere(db, user.id)))
          refusal = LOGIN_MESSAGES.disabled;
        else if (user.temporaryPasswordUntil && user.temporaryPasswordUntil < new Date())
          refusal = LOGIN_MESSAGES.temporaryExpired;
        else if (user.temporaryPasswordUntil) {
          await attempt.succeeded();
          // the sign-in completes only once the temporary password is replaced
          details.result = { passwordChange: { userId: user.id } };
          await details.persist();
          return renderPasswordChange(reply, details.uid, user.email);
        } else {
          await attempt.succeeded();
          const accountId = await ensureIdentityId(db, user);
          await opts.recordSignIn({ userId: user.id, email: user.email });
          return await finish(request, reply, { login: { accountId, amr: ['pwd'] } });
        }
      } catch (error) {
        await attempt.failed();
        throw error;
      }
      // free again before the answer goes out: the next attempt from this address never finds it busy
      await attempt.failed();
      if (refused) await opts.recordSignIn(refused, FAILURE_REASONS[refusal] ?? 'refused');
      return renderLogin(reply, details.uid, { email, error: refusal });
    },
  );
}
