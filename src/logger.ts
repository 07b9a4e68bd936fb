import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config, LogFormat } from './config';
import { currentMeter } from './request-meter';

export type Logger = pino.Logger;

export interface LoggerOptions {
  /**
   * Where log lines go: stdout (default) or stderr. The MCP server speaks its protocol
   * on stdout, so it logs to stderr.
   */
  destination?: 'stdout' | 'stderr';
}

/**
 * The request a log line belongs to: the one whose code is running, as the request meter
 * tracks it (src/request-meter.ts: every place that resumes a request's code announces it),
 * so a line logged by a resolver, the error formatter or a tool carries its id. Like the
 * meter's charge, it is as exact as the announcements: a line logged between a resumption
 * nobody announced and the next announced one carries the request last entered, or none
 * after the loop's check phase. Not an AsyncLocalStorage: on Node 20 that turns on promise
 * hooks for every promise of every request (docs/performance.md). The HTTP layer's own
 * lines (the access line, a failed request) name their request explicitly.
 */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentMeter()?.requestId;
  return requestId === undefined ? {} : { requestId };
}

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
    mixin: requestIdMixin,
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
