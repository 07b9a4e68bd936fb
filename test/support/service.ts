import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { prepareDatabase } from '../../src/catalog/prepare-database';
import { seedSet } from '../../seeds/data';
import { createLogger } from '../../src/logger';
import { createServer, type RigbaseServer } from '../../src/server';
import type { PgCluster } from './pg-cluster';
import { UNLIMITED_RATES, passedThroughEnv } from './test-env';

/** The service as src/index.ts builds it, on a cluster the test controls. */
export async function startService(cluster: PgCluster) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: cluster.url,
    DB_CONNECT_TIMEOUT_MS: '500',
    ...UNLIMITED_RATES,
    ...passedThroughEnv(),
  });
  const log = createLogger(config);
  let created!: (server: RigbaseServer) => void;
  const serverCreated = new Promise<RigbaseServer>((resolve) => (created = resolve));
  const database: Database = await openDatabase(config, log, {
    onConnected: async (dataSource) => {
      await prepareDatabase(dataSource, log, { seeds: seedSet });
      const { readModel } = await serverCreated;
      readModel.start();
      await readModel.refresh();
    },
  });
  const server: RigbaseServer = await createServer({
    config,
    db: database.dataSource,
    log,
    isReady: database.ping,
    isAvailable: () => database.connected,
    deferCatalog: true,
  });
  created(server);
  const http: Server = createHttpServer((req, res) => void server.handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    url,
    database,
    server,
    async close() {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await server.stop();
      await database.close();
    },
  };
}
