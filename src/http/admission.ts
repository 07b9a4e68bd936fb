import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext } from '../context';
import { ErrorCode } from '../errors';
import { RequestMeter } from '../request-meter';
import { bearerToken } from '../services/auth.service';
import { clientOfAddress } from './client-key';
import type { HandlerDeps } from './handler-deps';
import { BodyTimeout, BodyTooLarge, readBody } from './request-body';
import { errorBody, rateLimited, sendJson } from './responses';

/** Largest request body we read; a bigger one is refused before parsing. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** What a request's log line and metrics say besides its status. */
export interface RequestNote {
  /** The caller's `x-request-id` or a new one: its log lines carry it (see logger.ts). */
  requestId?: string;
  operation?: string | null;
  /** `ok` or the first error code (GraphQL, and what the HTTP layer refused). */
  outcome?: string;
}

/** A client the budgets admitted: who it is, and the meter its request is charged by. */
export interface Admitted {
  auth: AuthContext;
  /** The budget key: `key:<id>` or `ip:<address or /64>`. */
  client: string;
  meter: RequestMeter;
}

/**
 * The budgets a client must have left (requests, server time), decided before its body is
 * read: a refused client costs no read, no buffer and no parse. A bearer token is looked up
 * first (a hash in a per-process snapshot); an unknown or revoked one spends the anonymous
 * budget of its address and is UNAUTHENTICATED, so random tokens never get budgets of their
 * own. An address is one client, an IPv6 one by its /64. Shared by /graphql and /mcp: one
 * budget per key or address across both. Returns the client, or the status sent.
 */
export async function admitClient(
  deps: HandlerDeps,
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
  note: RequestNote,
): Promise<Admitted | { status: number }> {
  const ip = clientOfAddress(req.socket.remoteAddress);
  const bearer = bearerToken(req.headers.authorization);
  const key = bearer ? await deps.verifyKey(bearer) : null;
  const client = key ? `key:${key.keyId}` : `ip:${ip}`;
  const decision = await deps.limiter.check(client);
  // Refused before its body was read: the connection cannot carry another request.
  if (!decision.allowed) {
    note.outcome = ErrorCode.RATE_LIMITED;
    return { status: rateLimited(res, decision, { ...cors, connection: 'close' }) };
  }
  if (bearer && !key) {
    note.outcome = ErrorCode.UNAUTHENTICATED;
    sendJson(
      res,
      401,
      errorBody(
        ErrorCode.UNAUTHENTICATED,
        'unknown or revoked API key; send no Authorization header to read anonymously',
      ),
      { ...cors, connection: 'close' },
    );
    return { status: 401 };
  }
  // Server time already spent beyond the budget: refused before any work, until paid back.
  const spent = await deps.serverTime.peek(client);
  if (!spent.allowed) {
    note.outcome = ErrorCode.RATE_LIMITED;
    const status = rateLimited(res, spent, { ...cors, connection: 'close' }, 'server time budget spent');
    return { status };
  }
  return { auth: { bearer, clientIp: ip }, client, meter: new RequestMeter(client, !key, note.requestId) };
}

/** The request body as text, within the size and time limits; a refusal's status otherwise. */
export async function readLimitedBody(
  deps: Pick<HandlerDeps, 'config'>,
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
): Promise<{ text: string } | { status: number }> {
  const { bodyTimeoutS } = deps.config;
  try {
    return { text: await readBody(req, MAX_BODY_BYTES, bodyTimeoutS * 1000) };
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendJson(
        res,
        413,
        errorBody(ErrorCode.BAD_USER_INPUT, `request body exceeds ${MAX_BODY_BYTES} bytes`),
        cors,
      );
      return { status: 413 };
    }
    if (error instanceof BodyTimeout) {
      // The rest of the body is never read: the connection cannot be reused.
      sendJson(
        res,
        408,
        errorBody(ErrorCode.BAD_USER_INPUT, `request body not received within ${bodyTimeoutS} s`),
        { ...cors, connection: 'close' },
      );
      return { status: 408 };
    }
    throw error;
  }
}
