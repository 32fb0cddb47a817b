import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type TApiError } from '@askhr/shared/errors/errors.schemas';
import { AppError } from './errors';

export function errorBody(statusCode: number, message: string, fields?: Record<string, string[]>): TApiError {
  const code =
    ERROR_CODES[statusCode as keyof typeof ERROR_CODES] ?? (statusCode >= 500 ? 'INTERNAL' : 'ERROR');
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Maps every failure to the one error shape; bad input never becomes a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
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
