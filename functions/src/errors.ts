/** An answer the client can act on: status, a stable error word, a sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    readonly error: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 400 naming the first thing wrong with a value, as `where.path: message`. */
export function invalid(
  where: string,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
) {
  const issue = error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return new ApiError(400, 'invalid', `${path ? `${path}: ` : ''}${issue?.message ?? 'the value has the wrong shape'}`);
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
