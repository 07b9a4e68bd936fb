import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { clientOfAddress } from './client-key';

/** Idle keep-alive sockets stay open this long: above common load balancers' 60 s idle timeout. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node checks the headers and request deadlines (its default is 30 s). */
const DEADLINE_CHECK_INTERVAL_MS = 1_000;
/** Retry hint sent with a connection refused for its address's connection cap. */
const CONNECTION_CAP_RETRY_AFTER_S = 1;
/** A refused connection that does not close by itself is cut after this long. */
const REFUSED_LINGER_MS = 1_000;
/** File descriptors kept free of client connections: the pool, Postgres, logs, files. */
const RESERVED_FDS = 256;
/** Connection cap when the descriptor limit cannot be read. */
const FALLBACK_MAX_CONNECTIONS = 1_000;
/** Idle keep-alive sockets get this long after SIGTERM to send one last request (answered with close). */
const DRAIN_IDLE_GRACE_MS = 1_000;
/** Idle sockets are closed this often during the drain, after the grace period. */
const DRAIN_SWEEP_MS = 100;

const CAP_BODY = JSON.stringify({
  errors: [
    {
      message: 'too many open connections from your address; retry shortly',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: CONNECTION_CAP_RETRY_AFTER_S },
    },
  ],
});
const CAP_RESPONSE =
  'HTTP/1.1 429 Too Many Requests\r\n' +
  'content-type: application/json; charset=utf-8\r\n' +
  `content-length: ${Buffer.byteLength(CAP_BODY)}\r\n` +
  `retry-after: ${CONNECTION_CAP_RETRY_AFTER_S}\r\n` +
  'connection: close\r\n\r\n' +
  CAP_BODY;

/** The soft limit on open files (Linux), or null where it cannot be read. */
function openFileLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** MAX_CONNECTIONS, or what the descriptor limit leaves after RESERVED_FDS (at least 64). */
export function defaultMaxConnections(limit = openFileLimit()): number {
  if (limit === null) return FALLBACK_MAX_CONNECTIONS;
  return Math.max(64, limit - RESERVED_FDS);
}

export interface RigbaseHttpServer {
  http: Server;
  /** Connections refused so far for an address over its cap. */
  readonly refusedConnections: number;
  /**
   * Stops accepting connections and starts the drain: every response from now on says
   * `Connection: close`, idle keep-alive sockets get a short grace to send a last request,
   * then are closed. Resolves when every connection has ended.
   */
  drain(): Promise<void>;
  /** Cuts every connection still open (the drain deadline). */
  closeAll(): void;
}

/**
 * node:http with the limits an internet-facing service needs: header, request and
 * keep-alive deadlines in seconds, a cap on connections per client address and in all
 * (so slow or idle clients cannot take every file descriptor), and a drain that tells
 * keep-alive clients to close instead of resetting their connections.
 */
export function createRigbaseHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  config: Pick<Config, 'headersTimeoutS' | 'requestTimeoutS' | 'maxConnections' | 'maxConnectionsPerIp'>,
  log: Logger,
): RigbaseHttpServer {
  const perAddress = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  let refusedConnections = 0;
  let draining = false;

  const http = createServer(
    {
      headersTimeout: config.headersTimeoutS * 1000,
      requestTimeout: config.requestTimeoutS * 1000,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
    },
    (req, res) => {
      // A request on a connection refused for the cap: the 429 is already on its way.
      if (refused.has(req.socket)) {
        req.resume();
        return;
      }
      if (draining) res.setHeader('connection', 'close');
      handle(req, res);
    },
  );
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Beyond this Node closes new connections at once, before any parsing.
  http.maxConnections = config.maxConnections ?? defaultMaxConnections();

  http.on('connection', (socket: Socket) => {
    // One client per IPv4 address or IPv6 /64, as the request budgets count them.
    const address = clientOfAddress(socket.remoteAddress);
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > config.maxConnectionsPerIp) {
      refused.add(socket);
      refusedConnections += 1;
      if (refusedConnections % 1000 === 1) {
        log.info({ address, refusedConnections }, 'connection refused: too many open from one address');
      }
      socket.on('error', () => undefined);
      socket.end(CAP_RESPONSE);
      // Cut it even if the client keeps its side open: it must not hold a descriptor long.
      setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
  return {
    http,
    get refusedConnections() {
      return refusedConnections;
    },
    drain() {
      draining = true;
      // net.Server.close stops accepting without closing idle keep-alive sockets at once
      // (http.Server.close would): a client about to reuse one gets its answer, with close.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(http, () => resolve()));
      let sweeper: NodeJS.Timeout | undefined;
      const grace = setTimeout(() => {
        http.closeIdleConnections();
        sweeper = setInterval(() => http.closeIdleConnections(), DRAIN_SWEEP_MS);
      }, DRAIN_IDLE_GRACE_MS);
      return closed.finally(() => {
        clearTimeout(grace);
        clearInterval(sweeper);
      });
    },
    closeAll() {
      http.closeAllConnections();
    },
  };
}
