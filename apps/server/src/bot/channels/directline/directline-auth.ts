import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ZText } from '@askhr/shared/schemas/primitives';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors';
import type { TActivityStore, TConversationInfo } from './directline.types';
import type { TDirectLineClaims, TDirectLineTokens } from './directline-tokens';

/**
 * Direct Line conventions, applied to every route: no token at all is 401; a token that is expired,
 * forged, or not for this tenant, user or conversation is 403 (botframework-directlinejs reads a 403
 * as "token expired" and asks the page for a new one).
 */
export function bearerOf(request: FastifyRequest): string {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthorized('A Direct Line token is required (Authorization: Bearer <token>).');
  return match[1];
}

export async function claimsOf(tokens: TDirectLineTokens, token: string): Promise<TDirectLineClaims> {
  const result = await tokens.verify(token);
  if ('failure' in result)
    throw forbidden(
      result.failure === 'expired'
        ? 'The Direct Line token has expired: get a new one.'
        : 'The Direct Line token is not valid.',
    );
  return result.claims;
}

/** A conversation id of a path: it is looked up in the database, which refuses NUL in text. */
export const ZConversationId = ZText.min(1).max(64);

/** The conversation, if the token may use it. */
export async function conversationFor(
  store: TActivityStore,
  claims: TDirectLineClaims,
  conversationId: string,
): Promise<TConversationInfo> {
  // some routes look the conversation up in onRequest, before their params are validated
  const checked = ZConversationId.safeParse(conversationId);
  if (!checked.success)
    throw badRequest('The conversation id is not valid.', {
      conversationId: checked.error.issues.map((issue) => issue.message),
    });
  if (claims.conversationId && claims.conversationId !== conversationId)
    throw forbidden('This token belongs to another conversation.');
  let info = await store.getConversation(conversationId);
  // a conversation bound into a valid token is known: another process or a restart lost it
  if (!info && claims.conversationId === conversationId)
    info = await store.ensureConversation({
      id: conversationId,
      customerId: claims.customerId,
      botUserId: claims.botUserId,
    });
  if (!info) throw notFound('No such conversation.');
  if (info.customerId !== claims.customerId || info.botUserId !== claims.botUserId)
    throw forbidden('This conversation belongs to someone else.');
  return info;
}

export const newConversationId = () => crypto.randomBytes(16).toString('base64url');

/** Rate limits count per token, hashed so that no token sits in the limiter's keys. */
export const tokenKey = (request: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(request.headers.authorization ?? request.ip)
    .digest('base64url');

export const unsupportedUpload = () =>
  new AppError(415, 'Attachments are not supported by this bot: send your question as text.');

export function parseWatermark(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '' || raw === '-') return undefined;
  if (!/^\d{1,9}$/.test(raw))
    throw new AppError(400, 'The watermark is not valid.', { watermark: ['Must be a watermark'] });
  return Number(raw);
}
