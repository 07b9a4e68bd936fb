import pino from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

export interface LoggerOptions {
  /**
   * Where log lines go: stdout (default) or stderr. The MCP server speaks its protocol
   * on stdout, so it logs to stderr.
   */
  destination?: 'stdout' | 'stderr';
}

/** Structured JSON logs on stdout (or stderr); one line per request from the HTTP layer. */
export function createLogger(config: Pick<Config, 'logLevel'>, options: LoggerOptions = {}): Logger {
  const settings = { level: config.logLevel, base: { service: 'rigbase' } };
  if (options.destination === 'stderr') {
    return pino(settings, pino.destination({ dest: 2, sync: true }));
  }
  return pino(settings);
}
