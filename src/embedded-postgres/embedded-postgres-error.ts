/**
 * A reason the embedded Postgres cannot start that the operator can act on. Its message
 * is one line saying what to do (which variable to set); the entry points print it
 * without a stack.
 */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
