import rateLimit from '@fastify/rate-limit';
import { ZReviewSendRequest, ZReviewSendResponse } from '@askhr/shared/review/review-send.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
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
export const reviewSendRoutes = apiPlugin<TReviewSendOptions>(
  async (route, { db, mailer, publicUrl }, plugin) => {
    await plugin.register(rateLimit, { global: false });

    for (const [routeId, isFeedback] of [
      ['reviewUtterances.send', false],
      ['feedback.send', true],
    ] as const)
      route(
        routeId,
        { body: ZReviewSendRequest, response: ZReviewSendResponse, config: sendLimit },
        (request) =>
          sendTrainingRequest(db, tenantOf(request).customerId, request.body, {
            mailer,
            publicUrl,
            log: request.log,
            isFeedback,
          }),
      );
  },
);
