import { ERROR_CODES, ZApiError } from '@askhr/shared/errors/errors.schemas';

/** A failed API call, carrying the server's error shape (DESIGN section 8) and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;

  constructor(status: number, code: string, message: string, fields: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

function codeForStatus(status: number): string {
  const known: Record<number, string> = ERROR_CODES;
  return known[status] ?? (status >= 500 ? 'INTERNAL' : 'HTTP_ERROR');
}

/** Builds an ApiError from a failed response, whether or not its body follows the error shape. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a proxy's HTML error page, for instance): keep the status, drop the body
  }
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields ?? {});
  }
  return new ApiError(
    response.status,
    codeForStatus(response.status),
    response.statusText || 'Request failed',
  );
}
