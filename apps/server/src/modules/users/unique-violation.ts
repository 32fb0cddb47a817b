import type { AppError } from '../../lib/errors';

/** Runs a write; a unique index it ran into (a race the checks before it lost) becomes `error`. */
export async function orOnUniqueViolation<T>(run: () => Promise<T>, error: () => AppError): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    const failure = cause as { code?: string; cause?: { code?: string } };
    if ((failure.cause?.code ?? failure.code) === '23505') throw error();
    throw cause;
  }
}
