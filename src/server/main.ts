import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { openDatabase } from './db/database';
import { readEnv } from './env';

/**
 * Connections the kernel may hold for the server before it accepts them (Linux caps it at net.core.somaxconn,
 * 4,096 by default). Node's 511 fills in a fraction of a second when a flood reconnects as fast as it is
 * closed and the process waits a moment for a core; then the kernel drops every new connection, a normal
 * client's too, which retries only a second later.
 */
const LISTEN_BACKLOG = 4096;

async function main() {
  const env = readEnv();
  const clientDir = path.resolve(env.BUILD_DIR, 'client');
  if (!fs.existsSync(clientDir)) throw new Error(`No client build at ${clientDir}: run \`npm run build\` (npm start does it for you).`);
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const app = await createApp({ env, database, clientDir });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // app.close stops accepting connections and waits for requests in flight; a client that stalls
    // its upload would make it wait forever, so after the grace period its connection is cut.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), env.SHUTDOWN_GRACE_MS);
    cutOff.unref();
    await app.close();
    clearTimeout(cutOff);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`Iyagi is running at http://localhost:${(app.server.address() as { port: number }).port} (database: ${database.kind})`);
}

main().catch((error: Error) => {
  console.error(`iyagi: ${error.message}`);
  process.exit(1);
});
