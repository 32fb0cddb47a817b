import { ERROR_CODES } from '@askhr/shared/errors/errors.schemas';

/** An expected failure with its HTTP status; the error handler turns it into the API error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly code: string = ERROR_CODES[statusCode as keyof typeof ERROR_CODES] ?? 'ERROR',
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, message, fields);
export const unauthorized = (
  message = 'Sign-in required: the access token is missing, invalid or expired.',
) => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
