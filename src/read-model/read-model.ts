import type { ClientConfig } from 'pg';
import type { Db } from '../db/pool';
import type { Logger } from '../logger';
import { enterMeter, sharedWork } from '../request-meter';
import { loadSnapshot, readCatalogVersion } from './load-snapshot';
import type { CatalogSnapshot } from './snapshot';
import { VersionListener } from './version-listener';

export interface ReadModelOptions {
  db: Db;
  log: Logger;
  /**
   * Where to LISTEN for new versions (a connection of its own, which loads use too); null:
   * only the periodic check, and loads use `db`.
   */
  listen: ClientConfig | null;
  /** Milliseconds between version checks (the fallback when a notification is missed); 0: none. */
  pollMs: number;
  /** Reads one version whole; loadSnapshot unless a test says otherwise. */
  load?: (db: Db) => Promise<CatalogSnapshot>;
  /**
   * Builds what every request of a version would otherwise build on first use, before the
   * version is served, as nobody's work (the rules' prepared catalogs: server.ts).
   */
  prepare?: (snapshot: CatalogSnapshot) => void;
}

const isNewer = (a: string, b: string) => BigInt(a) > BigInt(b);

/**
 * The catalog as this process serves it: the latest catalog version it has loaded, in
 * memory (snapshot.ts), which every catalog read of every request reads. Postgres stays the
 * system of record; this is a cache of it with one invalidation signal, the version.
 *
 * - A new version is heard of, not asked for: the version trigger NOTIFYs on commit and this
 *   process LISTENs (version-listener.ts); a periodic check (`pollMs`) covers a missed
 *   notification or a dropped listening connection. No request reads the version.
 * - While a new version loads, requests keep reading the one before; the new one replaces it
 *   whole when it is ready (a request keeps the snapshot it started with, context.ts).
 * - A writer waits for its own version (`atLeast`) before its mutation returns, so its own
 *   replica shows the write to the next request, and the mutation's answer reads it too.
 * - One load at a time; a failed load keeps the version before (and is retried by the next
 *   notification, check or request).
 */
export class ReadModel {
  private current: CatalogSnapshot | null = null;
  /** `current` as a settled promise, handed to every request (no promise made per request). */
  private currentPromise: Promise<CatalogSnapshot> | null = null;
  private inFlight: Promise<CatalogSnapshot> | null = null;
  /** The highest version heard of (notifications, checks, writes); a load follows while above `current`. */
  private known: bigint = 0n;
  private listener: VersionListener | null = null;
  private pollTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly loadFn: (db: Db) => Promise<CatalogSnapshot>;

  constructor(private readonly options: ReadModelOptions) {
    this.loadFn = options.load ?? loadSnapshot;
  }

  /** Starts listening for new versions and checking periodically; loads nothing yet. */
  start(): void {
    // A connection that comes back after close() (a reconnect racing a shutdown) starts nothing.
    if (this.closed) return;
    if (this.options.listen && !this.listener) {
      this.listener = new VersionListener({
        connection: this.options.listen,
        log: this.options.log,
        onVersion: (version) => this.heard(version),
        // Versions committed while the listener was away were not heard: ask once.
        onListening: () => void this.refresh().catch(() => undefined),
      });
      this.listener.start();
    }
    if (this.options.pollMs > 0 && !this.pollTimer) {
      this.pollTimer = setInterval(() => void this.refresh().catch(() => undefined), this.options.pollMs);
      this.pollTimer.unref();
    }
  }

  /** The snapshot to read now: the latest loaded; the very first call waits for the first load. */
  snapshot(): Promise<CatalogSnapshot> {
    return this.currentPromise ?? this.load();
  }

  /** The latest loaded snapshot, or null before the first load. */
  get loaded(): CatalogSnapshot | null {
    return this.current;
  }

  /**
   * A snapshot of `version` or later: what a writer waits for after its commit. A load that
   * started before the commit may have missed it, so it is waited out and another started.
   */
  async atLeast(version: string): Promise<CatalogSnapshot> {
    this.hear(version);
    if (this.current && !isNewer(version, this.current.version)) return this.current;
    if (this.inFlight) await this.inFlight.catch(() => undefined);
    if (this.current && !isNewer(version, this.current.version)) return this.current;
    return this.load();
  }

  /** Reads the database's version (one tiny statement) and loads it if it is newer. */
  async refresh(): Promise<CatalogSnapshot> {
    return this.atLeast(await readCatalogVersion(this.options.db));
  }

  /** Stops listening and checking; loaded snapshots stay readable. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
    await this.listener?.stop();
    this.listener = null;
  }

  private hear(version: string): boolean {
    const seen = BigInt(version);
    if (seen <= this.known) return false;
    this.known = seen;
    return true;
  }

  private heard(version: string): void {
    if (!/^\d+$/.test(version) || !this.hear(version)) return;
    if (this.current && !isNewer(version, this.current.version)) return;
    // A load in flight may have started before this version committed: it reloads when done.
    if (!this.inFlight) void this.load().catch(() => undefined);
  }

  private load(): Promise<CatalogSnapshot> {
    if (this.inFlight) return this.inFlight;
    const started = performance.now();
    // Loaded once for every request: not charged to (nor timed out as) the one that asked first.
    const loading = sharedWork(() =>
      this.loadFn(this.listener?.db() ?? this.options.db).then((snapshot) => {
        // The load's last statement resumed whoever was metered; this is nobody's work.
        enterMeter(null);
        this.options.prepare?.(snapshot);
        return snapshot;
      }),
    ).then(
      (snapshot) => {
        this.adopt(snapshot);
        this.options.log.info(
          { version: snapshot.version, ms: Math.round(performance.now() - started) },
          'catalog version loaded',
        );
        return this.current!;
      },
      (error: unknown) => {
        this.options.log.warn({ err: (error as Error)?.message }, 'catalog version failed to load');
        throw error;
      },
    );
    this.inFlight = loading;
    loading.then(
      () => {
        this.inFlight = null;
        // A version heard of while loading may be newer than what the load read. (After a
        // failure nothing reloads on its own: the next notice, check or request does.)
        if (!this.closed && this.current && this.known > BigInt(this.current.version)) {
          void this.load().catch(() => undefined);
        }
      },
      () => {
        this.inFlight = null;
      },
    );
    return loading;
  }

  private adopt(snapshot: CatalogSnapshot): void {
    this.hear(snapshot.version);
    if (this.current && !isNewer(snapshot.version, this.current.version)) return;
    this.current = snapshot;
    this.currentPromise = Promise.resolve(snapshot);
  }
}
