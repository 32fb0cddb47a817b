import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZReviewSendRequest, ZReviewSendResponse } from '@askhr/shared/review/review-send.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../lib/mail/mailer';
import { sendTrainingRequest } from './review-send.service';

interface TReviewSendOptions {
  db: TDb;
  mailer: TMailer;
  publicUrl: string;
}

/**
 * Mails each user may send a minute: the recipient is whatever address the request names, so the
 * server must not become a mail cannon. Counted in each process, after the access check.
 */
export const SEND_PER_MINUTE = 10;

const sendLimit = {
  rateLimit: {
    max: SEND_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: Parameters<typeof principalOf>[0]) => `send:${principalOf(request).userId}`,
  },
};

/** Send (spec 001 section 7): request training on chosen rows by e-mail, from either screen. */
export const reviewSendRoutes: FastifyPluginAsync<TReviewSendOptions> = async (
  plugin,
  { db, mailer, publicUrl },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false });

  app.post(
    '/ReviewUtterances/Send',
    {
      onRequest: app.access('reviewUtterances.send'),
      config: sendLimit,
      schema: {
        tags: ['ReviewUtterances'],
        summary: 'E-mail the chosen utterances and a link to their preview, to request training',
        body: ZReviewSendRequest,
        response: { 200: ZReviewSendResponse },
      },
    },
    async (request) =>
      sendTrainingRequest(db, tenantOf(request).customerId, request.body, {
        mailer,
        publicUrl,
        log: request.log,
      }),
  );

  app.post(
    '/Feedback/Send',
    {
      onRequest: app.access('feedback.send'),
      config: sendLimit,
      schema: {
        tags: ['Feedback'],
        summary: 'E-mail the chosen Not Helpful utterances and a link to their preview',
        body: ZReviewSendRequest,
        response: { 200: ZReviewSendResponse },
      },
    },
    async (request) =>
      sendTrainingRequest(db, tenantOf(request).customerId, request.body, {
        mailer,
        publicUrl,
        log: request.log,
        isFeedback: true,
      }),
  );
};
