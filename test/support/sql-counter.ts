import type { Logger as TypeOrmLogger } from 'typeorm';

/** A TypeORM logger that counts the SQL statements sent to Postgres. */
export class SqlCounter implements TypeOrmLogger {
  statements: string[] = [];
  logQuery(query: string) {
    this.statements.push(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
  reset() {
    this.statements = [];
  }
  get count() {
    return this.statements.length;
  }
}
