import { DomainError, ErrorCode } from '../errors';

/** Seconds a client refused for its share of the pool is told to wait. */
const SHARE_RETRY_AFTER_S = 1;

interface Gate {
  active: number;
  waiting: Array<() => void>;
}

/**
 * A semaphore per client: at most `perClient` of one client's statements hold a pool
 * connection at once; the rest wait their turn, and one that waits longer than `maxWaitMs`
 * is refused with RATE_LIMITED. So one client (three requests of seven aliased searches
 * each) can never hold more than its share of the pool, and other clients' statements
 * find connections free.
 */
export class ClientGates {
  private readonly gates = new Map<string, Gate>();

  constructor(
    readonly perClient: number,
    readonly maxWaitMs: number,
  ) {}

  /** Clients holding or waiting for a connection now. */
  get size(): number {
    return this.gates.size;
  }

  /** Resolves with the release function once `client` may run a statement. */
  async acquire(client: string): Promise<() => void> {
    let gate = this.gates.get(client);
    if (!gate) this.gates.set(client, (gate = { active: 0, waiting: [] }));
    if (gate.active < this.perClient) {
      gate.active += 1;
      return this.releaser(client, gate);
    }
    const admitted = gate;
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        admitted.waiting.splice(admitted.waiting.indexOf(turn), 1);
        reject(
          new DomainError(
            ErrorCode.RATE_LIMITED,
            'more database work in flight from your address than its share of the service; retry shortly',
            { retryAfterSeconds: SHARE_RETRY_AFTER_S },
          ),
        );
      }, this.maxWaitMs);
      admitted.waiting.push(turn);
    });
    return this.releaser(client, admitted);
  }

  private releaser(client: string, gate: Gate): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = gate.waiting.shift();
      // The slot passes to the next waiter as is: `active` counts it still.
      if (next) return next();
      gate.active -= 1;
      if (gate.active === 0) this.gates.delete(client);
    };
  }
}
