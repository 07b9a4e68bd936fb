import type { ServerResponse } from 'node:http';
import { ErrorCode } from '../errors';
import type { RateLimitDecision } from './rate-limit';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function errorBody(code: string, message: string) {
  return { errors: [{ message, extensions: { code } }] };
}

export function rateLimited(
  res: ServerResponse,
  decision: RateLimitDecision,
  cors: Record<string, string>,
  what = 'rate limit exceeded',
) {
  sendJson(
    res,
    429,
    {
      errors: [
        {
          message: `${what}; retry in ${decision.retryAfterSeconds} s`,
          extensions: { code: ErrorCode.RATE_LIMITED, retryAfterSeconds: decision.retryAfterSeconds },
        },
      ],
    },
    { ...cors, 'retry-after': String(decision.retryAfterSeconds) },
  );
  return 429;
}

/** The retry hint of a 429 GraphQL answer (saveBuild's quota), for its Retry-After header. */
export function retryAfterOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { retryAfterSeconds?: unknown } }[] };
    for (const error of parsed.errors ?? []) {
      const seconds = error.extensions?.retryAfterSeconds;
      if (typeof seconds === 'number' && seconds > 0) return String(Math.ceil(seconds));
    }
  } catch {
    // not JSON: no hint to copy
  }
  return null;
}
