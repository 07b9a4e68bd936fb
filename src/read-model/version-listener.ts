import { Client, type ClientConfig } from 'pg';
import type { Db } from '../db/pool';
import type { Logger } from '../logger';

/**
 * The channel the catalog version trigger notifies on every bump, with the new version as
 * payload (migration CatalogVersionNotify). Postgres delivers a notification when the
 * writer's transaction commits, so a listener never hears of a version it cannot read.
 */
export const CATALOG_VERSION_CHANNEL = 'rigbase_catalog_version';

/** Reconnect backoff after the listening connection drops: quick at first, then every 10 s. */
const RETRY_INITIAL_MS = 500;
const RETRY_MAX_MS = 10_000;

export interface VersionListenerOptions {
  /** How to reach the database: the same server and database as the pool. */
  connection: ClientConfig;
  log: Logger;
  /** A version some replica committed. */
  onVersion(version: string): void;
  /** (Re)connected and listening: versions committed while deaf may have been missed. */
  onListening(): void;
}

/**
 * One connection of its own, outside the pool, that LISTENs for catalog versions. It
 * reconnects with backoff when the connection drops (a database restart, a network cut);
 * the read model's periodic version check covers the time it is deaf.
 */
export class VersionListener {
  private client: Client | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_INITIAL_MS;
  private stopped = false;

  constructor(private readonly options: VersionListenerOptions) {}

  start(): void {
    void this.connect();
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * The listening connection as a database, while it is up: the read model loads versions
   * through it, so a load (a dozen statements in one transaction) never holds a connection
   * the requests' pool needs. Notifications wait while it is inside a transaction.
   */
  db(): Db | null {
    const client = this.client;
    if (!client) return null;
    const rows = async <R>(text: string, values?: readonly unknown[]) =>
      (await client.query(text, values as unknown[])).rows as R[];
    return {
      rows,
      async transaction(work) {
        await client.query('BEGIN');
        try {
          const result = await work({ rows });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      },
    };
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client(this.options.connection);
    // Without a listener, an 'error' on an idle client would be an uncaught exception.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_VERSION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('notification', (message) => {
      if (message.channel === CATALOG_VERSION_CHANNEL && message.payload)
        this.options.onVersion(message.payload);
    });
    this.client = client;
    this.retryMs = RETRY_INITIAL_MS;
    this.options.onListening();
  }

  private lost(client: Client, error: Error | null): void {
    if (this.client === client) this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.retryTimer) return;
    this.options.log.debug({ err: error?.message, retryInMs: this.retryMs }, 'catalog version listener lost');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
