import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { FULL_TEMPLATE_DB, TEMPLATE_DB } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__RIGBASE_EMBEDDED__;
  if (embedded) {
    await embedded.stop();
    // Each run's cluster is 0.4-0.7 GB; left behind, a few hundred runs filled the disk.
    const dataDir = globalThis.__RIGBASE_TEST_DATA_DIR__;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const adminUrl = process.env.RIGBASE_TEST_ADMIN_URL;
  if (!adminUrl) return;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${FULL_TEMPLATE_DB} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
