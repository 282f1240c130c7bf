// Starts the platform for the end-to-end run exactly as `pnpm start` does, on a fresh database:
// a new embedded data folder, or a new database on TEST_DATABASE_URL's server when that is set.
// The demo slot provider starts beside it on the next port, its queue in the same fresh folder, and
// the demo payment gateway on the port after; the demo SMS gateway and the demo mailbox (its page, then its
// SMTP port) on the ports support/server.ts keeps for them.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '8190';
const providerPort = process.env.E2E_PROVIDER_PORT ?? String(Number(port) + 1);
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? String(Number(port) + 2);
const smsGatewayPort = process.env.E2E_SMS_GATEWAY_PORT ?? String(Number(port) + 7);
const mailboxPort = process.env.E2E_MAILBOX_PORT ?? String(Number(port) + 8);
const mailboxSmtpPort = process.env.E2E_MAILBOX_SMTP_PORT ?? String(Number(port) + 9);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(repoRoot, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

// Not production: the demo mail outbox and captcha answers the journeys read exist only outside it,
// and every answer is checked against the contract on the way out.
// Every journey comes from 127.0.0.1, so the strict per-address limits (registrations, free play) are
// widened for this server; the limits themselves are tested in the server's own suite.
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_STRICT_MULTIPLIER: '50',
  PROVIDER_PORT: providerPort,
  PROVIDER_DATA_DIR: path.join(dataDir, 'demo-provider'),
  GATEWAY_PORT: gatewayPort,
  SMS_GATEWAY_PORT: smsGatewayPort,
  MAILBOX_PORT: mailboxPort,
  MAILBOX_SMTP_PORT: mailboxSmtpPort,
};
let dropDatabase = async () => {};

if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `croupier_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  console.log(`e2e: using a fresh database ${name} on ${url.host}`);
}

const server = spawn('node', [path.join(repoRoot, 'tooling/scripts/start.mjs')], { cwd: repoRoot, env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await dropDatabase().catch((error) => console.error(`e2e: could not drop the test database: ${error.message}`));
  process.exit(code ?? 0);
});
