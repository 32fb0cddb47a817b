import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZReviewSendRequest, ZReviewSendResponse } from '@askhr/shared/review/review-send.schemas';
import { tenantOf } from '../../auth/guard';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../lib/mail/mailer';
import { sendTrainingRequest } from './review-send.service';

interface TReviewSendOptions {
  db: TDb;
  mailer: TMailer;
  publicUrl: string;
}

/** Send (spec 001 section 7): request training on chosen rows by e-mail, from either screen. */
export const reviewSendRoutes: FastifyPluginAsync<TReviewSendOptions> = async (
  plugin,
  { db, mailer, publicUrl },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ReviewUtterances/Send',
    {
      onRequest: app.access('reviewUtterances.send'),
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
