import type { FastifyBaseLogger } from 'fastify';
import {
  reviewPreviewPath,
  type TReviewSendRequest,
  type TReviewSendResponse,
} from '@askhr/shared/review/review-send.schemas';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { TMailer } from '../../lib/mail/mailer';
import { trainingRequestMail } from './review-send-mail';
import { findRowsToSend, findTenantName } from './review-send.repository';

export interface TSendOptions {
  mailer: TMailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** sent from the Feedback screen: only its Not Helpful rows, and a preview link that says so */
  isFeedback?: boolean;
}

/**
 * Mails the chosen rows to whoever trains the bot, with a link to their preview. A row that is not
 * the tenant's (or, from Feedback, not Not Helpful) fails the whole request with the same 404 as a
 * missing one, so nothing tells another tenant's ids apart from unused ones.
 */
export async function sendTrainingRequest(
  db: TDb,
  customerId: number,
  request: TReviewSendRequest,
  { mailer, publicUrl, log, isFeedback = false }: TSendOptions,
): Promise<TReviewSendResponse> {
  const ids = [...new Set(request.ids)];
  const found = await findRowsToSend(db, customerId, ids, { isNotHelpfulOnly: isFeedback });
  if (found.length !== ids.length) throw notFound('Some of the selected utterances were not found.');
  const byId = new Map(found.map((row) => [row.id, row]));
  const mail = trainingRequestMail(request.email, {
    tenantName: (await findTenantName(db, customerId)) ?? `Tenant ${customerId}`,
    rows: ids.map((id) => byId.get(id)!),
    previewUrl: publicUrl + reviewPreviewPath(ids, { isFeedback }),
  });
  try {
    await mailer.sendMail(mail);
  } catch (err) {
    log.error({ err }, 'training request mail failed');
    throw new AppError(
      502,
      'The e-mail could not be sent. Please try again later.',
      undefined,
      'MAIL_FAILED',
    );
  }
  return { sent: ids.length };
}
