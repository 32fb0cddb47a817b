import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import { serverPath } from './server-dir';
import type { TDatabase } from './db/client';
import { createOutageMonitor, RETRY_AFTER_SECONDS } from './db/outage';
import { errorBody, registerErrorHandler } from './lib/error-handler';
import { loggerOptions, registerRequestLog } from './lib/request-log';
import { registerTracingHooks } from './lib/tracing-hooks';
import { createMetrics, registerHttpMetrics, type TMetrics } from './lib/metrics';
import { registerMetricsRoute } from './lib/metrics-server';
import { answerClientError } from './lib/client-errors';
import { registerCanonicalHost } from './lib/canonical-host';
import { registerCompression } from './lib/compression';
import { registerPortal } from './lib/portal-page';
import { notFound } from './lib/errors';
import { createMailer } from './lib/mail/mailer';
import { assertRouteAccess, registerGuard } from './auth/guard';
import { discoveredKeySet, createTokenVerifier, localKeySet } from './auth/verifier';
import { getDataEncryptionKey, getSigningKeys, publicJwks } from './auth/secrets';
import { registerOidc } from './auth/oidc/oidc.plugin';
import type { TSleep } from './auth/oidc/login-throttle';
import { openEmbeddings } from './bot/nlu/embedding-table';
import { embeddingsClientOf } from './bot/nlu/embeddings-client';
import { sentenceEncoderOf } from './bot/nlu/sentence-encoder';
import { createUnderstanding, type TUnderstanding } from './bot/understanding';
import { createReviewBot } from './bot/review-bot';
import { tenancyRoutes } from './modules/tenancy/tenancy.routes';
import { clientConfiguration } from './modules/tenancy/tenancy.service';
import { membersRoutes } from './modules/users/members.routes';
import { usersRoutes } from './modules/users/users.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { employeeDataRoutes } from './modules/employee-data/employee-data.routes';
import { recordSignIn } from './modules/audit/audit.service';
import { countriesRoutes } from './modules/countries/countries.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { logosRoutes } from './modules/settings/logos.routes';
import { itAdminRoutes } from './modules/it-admin/it-admin.routes';
import { adoptLegacySlackSettings } from './modules/it-admin/slack-legacy';
import { answersRoutes } from './modules/answers/answers.routes';
import { placeholdersRoutes } from './modules/placeholders/placeholders.routes';
import { botReactionsRoutes } from './modules/bot-reactions/bot-reactions.routes';
import { questionsRoutes } from './modules/questions/questions.routes';
import { customQuestionsRoutes } from './modules/custom-questions/custom-questions.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { pushRoutes } from './modules/push/push.routes';
import { surveysRoutes } from './modules/push/surveys.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { reviewActionsRoutes } from './modules/review/review-actions.routes';
import { reviewUtterancesRoutes } from './modules/review/review.routes';
import { reviewSendRoutes } from './modules/review/review-send.routes';
import { reviewGroupsRoutes } from './modules/review/review-groups.routes';
import { webChatBundleRoutes, webChatRoutes } from './modules/webchat/webchat.routes';
import { directLineRoutes } from './bot/channels/directline/directline.routes';
import { getDirectLineKey } from './bot/channels/directline/directline-secret';
import { createDirectLineTokens } from './bot/channels/directline/directline-tokens';
import { createConversationCore } from './bot/core/conversation-core';
import { createEscalationMail } from './bot/core/escalation-mail';
import { customBotRoutes } from './modules/it-admin/custom-bot.routes';
import { emailInboxesRoutes } from './modules/it-admin/email-inboxes.routes';
import { slackRoutes } from './bot/channels/slack/slack.routes';
import { botFrameworkRoutes } from './bot/channels/botframework/botframework.routes';
import { createAppJobs, type TAppJobs } from './app-jobs';

export const WEB_DIST = serverPath('../web/dist');

export interface TAppOptions {
  config: TConfig;
  database: TDatabase;
  /** serve the built portal (skipped by most tests) */
  serveWeb?: boolean;
  /** folder of the built portal */
  webDist?: string;
  logger?: boolean;
  /** readable log lines instead of JSON (a terminal) */
  prettyLogs?: boolean;
  /** where log lines go instead of stdout (tests) */
  logStream?: Writable;
  /** replaces the real waits of the sign-in slowdown (tests) */
  signInSleep?: TSleep;
}

export async function buildApp({
  config,
  database,
  serveWeb = true,
  webDist = WEB_DIST,
  logger = true,
  prettyLogs = false,
  logStream,
  signInSleep,
}: TAppOptions) {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, { pretty: prettyLogs, stream: logStream }) : false,
    // one line per request comes from registerRequestLog instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // errors raised before routing (a malformed or overlong URL) get the API error shape too
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      void reply.status(status).send(errorBody(status, err.message));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = createOutageMonitor({ ping: database.ping, log: app.log });
  app.addHook('onClose', async () => outage.close());
  registerErrorHandler(app, { outage });
  registerRequestLog(app);
  if (config.tracing.isEnabled) registerTracingHooks(app);
  registerHttpMetrics(app);
  app.addHook('onRoute', assertRouteAccess);
  registerCanonicalHost(app, config.publicUrl, isApiPath);
  await registerCompression(app);

  const issuerOrigin = new URL(config.auth.issuer).origin;
  // built once: the Fastify plugin builds helmet's middleware again on every request
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", issuerOrigin],
        frameSrc: ["'self'", ...(config.help.widgetUrl ? [new URL(config.help.widgetUrl).origin] : [])],
        formAction: ["'self'", issuerOrigin, ...config.corsOrigins],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, next) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => next(err as Error | undefined)),
  );
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(formbody);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.productName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_req, reply) => {
    const ok = await database.ping();
    if (!ok) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
  });

  const keys = config.auth.embedded
    ? localKeySet(publicJwks(await getSigningKeys(database.db)))
    : discoveredKeySet(config.auth.issuer);
  await registerGuard(app, database, createTokenVerifier({ ...config.auth, keys }));
  if (config.auth.embedded)
    await registerOidc(app, {
      config,
      db: database.db,
      sleep: signInSleep,
      recordSignIn: (account, failure) => recordSignIn(database.db, account, failure),
    });

  // without an endpoint, the local model: its thread starts with the warm-up or the first message
  const sentenceEncoder = sentenceEncoderOf(config, app.log);
  app.addHook('onClose', async () => sentenceEncoder?.close());
  const understanding = createUnderstanding(database.db, app.log, {
    notifications: database.notifications,
    openWordVectors: () =>
      config.nluEmbeddings === 'off' ? Promise.resolve(undefined) : openEmbeddings(config.dataDir),
    signals: config.nluSignals,
    sentenceEmbeddings:
      embeddingsClientOf(config.embeddings) ?? (sentenceEncoder && (() => sentenceEncoder.start())),
    glossary: config.nluGlossary,
  });
  app.addHook('onClose', () => understanding.close());
  app.decorate('understanding', understanding);
  // routes schedule through it; it starts with the server, or on first use where nothing starts it (tests)
  const jobs = createAppJobs({ database, config, log: app.log, outage });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const metrics = createMetrics({ poolStats: database.poolStats, queueDepths: () => jobs.queueDepths() });
  app.decorate('metrics', metrics);
  registerMetricsRoute(app, metrics, config.metrics.token);
  const mailer = createMailer({ ...config.mail, dataDir: config.dataDir });
  app.addHook('onClose', () => mailer.close());
  // once listening, in the background: the first message of each tenant then finds its model ready
  app.addHook('onListen', async () => {
    understanding.warmUp().then(
      (done) => app.log.info(done, 'intent models ready'),
      (err: unknown) => app.log.error({ err }, 'intent model warm-up failed'),
    );
  });
  await app.register(tenancyRoutes, { db: database.db, config });
  await app.register(usersRoutes, { db: database.db });
  await app.register(membersRoutes, { db: database.db, embeddedAuth: config.auth.embedded });
  await app.register(auditRoutes, { db: database.db });
  await app.register(employeeDataRoutes, { db: database.db });
  await app.register(countriesRoutes);
  await app.register(categoriesRoutes, { db: database.db });
  await app.register(settingsRoutes, { db: database.db });
  await app.register(logosRoutes);
  await app.register(itAdminRoutes, { db: database.db, config });
  await app.register(answersRoutes, { db: database.db });
  await app.register(placeholdersRoutes, { db: database.db });
  await app.register(botReactionsRoutes, { db: database.db });
  await app.register(questionsRoutes, {
    db: database.db,
    onKnowledgeChanged: understanding.knowledgeChanged,
  });
  await app.register(customQuestionsRoutes, {
    db: database.db,
    onKnowledgeChanged: understanding.knowledgeChanged,
  });
  await app.register(documentsRoutes, { db: database.db });
  await app.register(pushRoutes, { db: database.db });
  await app.register(surveysRoutes, { db: database.db });
  await app.register(assistantRoutes, { db: database.db, config });
  await app.register(reviewUtterancesRoutes, { db: database.db });
  await app.register(reviewSendRoutes, {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(reviewActionsRoutes, {
    db: database.db,
    onKnowledgeChanged: understanding.knowledgeChanged,
  });
  await app.register(reviewGroupsRoutes, {
    db: database.db,
    bot: createReviewBot(database.db, understanding.ranker),
    onKnowledgeChanged: understanding.knowledgeChanged,
  });
  await app.register(reportsRoutes, { db: database.db });
  await app.register(customBotRoutes, {
    db: database.db,
    context: {
      productName: config.productName,
      publicUrl: config.publicUrl,
      microsoftAppId: config.teams.appId,
    },
  });
  await app.register(emailInboxesRoutes, { db: database.db });
  const testBotTokens = createDirectLineTokens(
    await getDirectLineKey(database.db),
    config.directLine.tokenTtlSeconds,
  );
  await app.register(webChatRoutes, { db: database.db, tokens: testBotTokens });
  await app.register(webChatBundleRoutes);
  const core = createConversationCore({
    db: database.db,
    ranker: understanding.ranker,
    onExampleConfirmed: understanding.examplesConfirmed,
    onEscalated: createEscalationMail({
      db: database.db,
      mailer,
      productName: config.productName,
      onError: (err, { customerId, utteranceId }) =>
        app.log.error({ err, customerId, utteranceId }, 'escalation mail failed'),
    }),
  });
  await app.register(directLineRoutes, {
    prefix: '/v3/directline',
    db: database.db,
    notifications: database.notifications,
    presence: database.presence,
    outage,
    config,
    core,
  });
  // created now rather than by the first request that needs it (a read must not write)
  await getDataEncryptionKey(database.db, config.dataEncryptionKey);
  const legacySlack = await adoptLegacySlackSettings(database.db, config.dataEncryptionKey);
  if (legacySlack.adopted > 0)
    app.log.info(legacySlack, 'slack: SlackTeamId/SlackBotToken settings moved into slack_workspaces');
  if (legacySlack.withoutTeam.length > 0)
    app.log.warn(legacySlack, 'slack: a SlackBotToken without a SlackTeamId was left in the settings');
  await app.register(slackRoutes, { db: database.db, config, core });
  await app.register(botFrameworkRoutes, { db: database.db, config, core });

  const sendPortalPage = serveWeb ? await registerPortal(app, webDist, clientConfiguration(config)) : null;
  app.setNotFoundHandler((request, reply) => {
    const accepts = request.headers.accept ?? '';
    if (
      request.method === 'GET' &&
      sendPortalPage &&
      accepts.includes('text/html') &&
      !isApiPath(request.url)
    )
      return sendPortalPage(reply, request.url);
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}.`);
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    understanding: TUnderstanding;
    jobs: TAppJobs;
    metrics: TMetrics;
  }
}

const isApiPath = (url: string) => /^\/(api|oidc|v3|slack|health|ready|metrics)(\/|$|\?)/.test(url);
