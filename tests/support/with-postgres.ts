// Runs a command with TEST_DATABASE_URL naming a throwaway PostgreSQL cluster, removed afterwards:
// `tsx tests/support/with-postgres.ts npm test` is how CI runs the API tests on both databases.
import { spawn } from 'node:child_process';
import { startPostgresCluster } from './postgres-cluster';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tests/support/with-postgres.ts <command> [args…]');
  process.exit(2);
}

const cluster = await startPostgresCluster();
console.log(`${cluster.description} for the API tests`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } });
const stopOn = (signal: NodeJS.Signals) => process.on(signal, () => child.kill(signal));
stopOn('SIGINT');
stopOn('SIGTERM');
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
cluster.destroy();
process.exit(code);
