import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config, LogFormat } from './config';

export type Logger = pino.Logger;

export interface LoggerOptions {
  /**
   * Where log lines go: stdout (default) or stderr. The MCP server speaks its protocol
   * on stdout, so it logs to stderr.
   */
  destination?: 'stdout' | 'stderr';
}

/**
 * The request a log line belongs to: the HTTP layer runs each request in this scope, and
 * every line logged meanwhile (by a resolver, the error formatter, a tool) carries its id.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Structured logs on stdout (or stderr): JSON for log collectors, or pino-pretty's
 * coloured lines when `auto` finds a terminal (or `pretty` asks for them).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & { logFormat?: LogFormat },
  options: LoggerOptions = {},
): Logger {
  const settings: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'rigbase' },
    mixin: () => requestScope.getStore() ?? {},
  };
  const fd = options.destination === 'stderr' ? 2 : 1;
  const stream = fd === 2 ? process.stderr : process.stdout;
  const format = config.logFormat ?? 'auto';
  if (format === 'pretty' || (format === 'auto' && stream.isTTY)) {
    return pino(
      settings,
      pretty({
        destination: fd,
        sync: true,
        colorize: stream.isTTY === true,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,service',
      }),
    );
  }
  if (fd === 2) return pino(settings, pino.destination({ dest: 2, sync: true }));
  return pino(settings);
}
