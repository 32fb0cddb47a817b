import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { ZText } from '@askhr/shared/schemas/primitives';
import type { TDb } from '../../db/client';
import { PASSWORD_MIN_LENGTH } from '@askhr/shared/users/users.schemas';
import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import { hashPassword, verifyPassword } from '../passwords';
import type { TLoginThrottle } from './login-throttle';
import {
  ensureIdentityId,
  findLoginUserById,
  findUserByEmail,
  isUserDisabledEverywhere,
  replaceTemporaryPassword,
} from './oidc.repository';
import { pageLanguage } from './page-language';
import { PAGE_TEXTS, type TLoginRefusal } from './page-texts';
import { errorPage, expiredPage, loginPage, passwordChangePage, type TBrand } from './pages';

/**
 * Keeps a sign-in of an account, or its failure with the reason, in the audit trails of the
 * account's tenants (handed in by app.ts: auth/ imports no module).
 */
export type TSignInRecorder = (account: { userId: number; email: string }, failure?: string) => Promise<void>;

/** The reasons a known account's sign-in failed, as the audit trail keeps them (in English). */
const FAILURE_REASONS: Partial<Record<TLoginRefusal, string>> = {
  invalidCredentials: 'wrong password',
  disabled: 'disabled',
  temporaryExpired: 'temporary password expired',
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

/** A sign-in in progress, as the provider keeps it between the pages. */
type TInteraction = Awaited<ReturnType<Provider['interactionDetails']>>;

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

  /** The page's language: the client's ui_locales while the interaction is known, then the browser's. */
  const languageOf = (request: FastifyRequest, details?: TInteraction): TPortalLanguage =>
    pageLanguage(request.headers, details?.params.ui_locales);

  const expired = (request: FastifyRequest, reply: FastifyReply, details?: TInteraction) =>
    sendHtml(reply, expiredPage(brand, languageOf(request, details)), 400);

  const failed = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const language = languageOf(request);
    const { error } = PAGE_TEXTS[language];
    const message =
      status === 429 ? error.tooManyAttempts : status < 500 ? error.notUnderstood : error.serviceProblem;
    return sendHtml(reply, errorPage(brand, language, message), status);
  };

  app.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (err.statusCode === 429) return failed(request, reply, 429);
    // a missing or stale interaction cookie: the browser came back to an old page
    if (err instanceof errors.OIDCProviderError) return expired(request, reply);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return failed(request, reply, status);
    request.log.error({ err }, 'sign-in interaction failed');
    return failed(request, reply, 500);
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
    request: FastifyRequest,
    reply: FastifyReply,
    details: TInteraction,
    extra: { email?: string; refusal?: TLoginRefusal } = {},
    status = 200,
  ) => {
    const language = languageOf(request, details);
    const { refusal, email } = extra;
    return sendHtml(
      reply,
      loginPage(brand, language, {
        action: `${mountPath}/interaction/${details.uid}/login`,
        showDemoHint: opts.showDemoHint,
        email,
        error: refusal && PAGE_TEXTS[language].loginMessages[refusal],
      }),
      status,
    );
  };

  type TPasswordProblem = 'tooShort' | 'mismatch' | 'sameAsTemporary';
  const renderPasswordChange = (
    request: FastifyRequest,
    reply: FastifyReply,
    details: TInteraction,
    email: string,
    problem?: TPasswordProblem,
    status = 200,
  ) => {
    const language = languageOf(request, details);
    const messages = PAGE_TEXTS[language].passwordChangeMessages;
    const error =
      problem === 'tooShort' ? messages.tooShort(PASSWORD_MIN_LENGTH) : problem && messages[problem];
    return sendHtml(
      reply,
      passwordChangePage(brand, language, {
        action: `${mountPath}/interaction/${details.uid}/password`,
        email,
        minLength: PASSWORD_MIN_LENGTH,
        error,
      }),
      status,
    );
  };

  app.post(
    '/oidc/interaction/:uid/password',
    {
      schema: { hide: true },
      config: { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindow } },
    },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      const pending = ZPendingChange.safeParse(details?.result);
      if (!details || details.prompt.name !== 'login' || !pending.success)
        return expired(request, reply, details);
      const user = await findLoginUserById(db, pending.data.passwordChange.userId);
      const isStillTemporary =
        user?.active && user.temporaryPasswordUntil && user.temporaryPasswordUntil >= new Date();
      if (!user || !isStillTemporary || (await isUserDisabledEverywhere(db, user.id)))
        return expired(request, reply, details);
      const form = ZPasswordForm.parse(request.body ?? {});
      const problem: TPasswordProblem | undefined =
        form.password.length < PASSWORD_MIN_LENGTH
          ? 'tooShort'
          : form.password !== form.confirm
            ? 'mismatch'
            : (await verifyPassword(form.password, user.passwordHash))
              ? 'sameAsTemporary'
              : undefined;
      if (problem) return renderPasswordChange(request, reply, details, user.email, problem, 400);
      const isReplaced = await replaceTemporaryPassword(
        db,
        user.id,
        user.passwordHash!,
        await hashPassword(form.password),
      );
      if (!isReplaced) return expired(request, reply, details);
      const accountId = await ensureIdentityId(db, user);
      await opts.recordSignIn({ userId: user.id, email: user.email });
      return finish(request, reply, { login: { accountId, amr: ['pwd'] } });
    },
  );

  app.get('/oidc/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return expired(request, reply);
    if (details.prompt.name === 'login') {
      const hint = details.params.login_hint;
      return renderLogin(request, reply, details, { email: typeof hint === 'string' ? hint : undefined });
    }
    if (details.prompt.name === 'consent') {
      // reached only when a client insists on prompt=consent: the portal is first-party, so approve
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session!.accountId,
            clientId: String(details.params.client_id),
          });
      if (!grant) return expired(request, reply, details);
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
    return expired(request, reply, details);
  });

  app.post(
    '/oidc/interaction/:uid/login',
    {
      schema: { hide: true },
      config: { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindow } },
    },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details || details.prompt.name !== 'login') return expired(request, reply, details);
      const form = ZLoginForm.safeParse(request.body);
      const { email, password } = form.success ? form.data : { email: '', password: '' };
      if (!email || !password)
        return renderLogin(request, reply, details, { email, refusal: 'missingFields' });

      // the client as the per-address limit sees it: X-Forwarded-For counts only from a trusted proxy
      const attempt = await throttle.beginAttempt(email, request.ip);
      if (!attempt) return renderLogin(request, reply, details, { email, refusal: 'attemptUnderWay' }, 429);
      let refusal: TLoginRefusal;
      let refused: { userId: number; email: string } | undefined;
      try {
        const user = await findUserByEmail(db, email);
        // verifyPassword spends the same time without a hash, so unknown emails are not faster
        const isValid = await verifyPassword(password, user?.passwordHash);
        refused = user && { userId: user.id, email: user.email };
        if (!user || !isValid) refusal = 'invalidCredentials';
        else if (!user.active || (await isUserDisabledEverywhere(db, user.id))) refusal = 'disabled';
        else if (user.temporaryPasswordUntil && user.temporaryPasswordUntil < new Date())
          refusal = 'temporaryExpired';
        else if (user.temporaryPasswordUntil) {
          await attempt.succeeded();
          // the sign-in completes only once the temporary password is replaced
          details.result = { passwordChange: { userId: user.id } };
          await details.persist();
          return renderPasswordChange(request, reply, details, user.email);
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
      return renderLogin(request, reply, details, { email, refusal });
    },
  );
}
