import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type TApiError } from '@askhr/shared/errors/errors.schemas';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, type TOutageMonitor } from '../db/outage';
import { AppError } from './errors';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

export function errorBody(statusCode: number, message: string, fields?: Record<string, string[]>): TApiError {
  const code =
    ERROR_CODES[statusCode as keyof typeof ERROR_CODES] ?? (statusCode >= 500 ? 'INTERNAL' : 'ERROR');
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * Maps every failure to the one error shape; bad input never becomes a 500. A database out of reach
 * is a 503 with Retry-After, reported to the outage monitor (which logs it once) instead of logged.
 */
export function registerErrorHandler(app: FastifyInstance, opts: { outage?: TOutageMonitor } = {}) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(err)) {
      opts.outage?.noteUnavailable(err);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, UNAVAILABLE_MESSAGE));
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      const where = err.validationContext ?? 'body';
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
        (fields[path] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(errorBody(400, `The request ${where} is not valid.`, fields));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 415
          ? 'This content type is not supported here.'
          : status === 413
            ? 'The request is too large.'
            : status === 429
              ? 'Too many requests: please wait a moment and try again.'
              : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
                ? 'The request body is not valid JSON.'
                : err.message;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
