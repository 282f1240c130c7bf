// `pnpm start`: builds the brand shells, then runs the platform server that serves them and the API,
// and prints each brand's address once the server listens. Signals go on to the server so it can
// close its database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const APPS_DIR = path.join(REPO_ROOT, 'apps');
const PLATFORM_DIR = path.join(REPO_ROOT, 'services', 'platform');

function fail(message) {
  console.error(`pnpm start: ${message}`);
  process.exit(1);
}

/** Folders under apps/ that are packages: the brand shells (and any other app) turbo can build. */
function appPackages() {
  if (!existsSync(APPS_DIR)) return [];
  return readdirSync(APPS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(APPS_DIR, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

function buildShells() {
  const apps = appPackages();
  if (apps.length === 0) {
    console.warn('pnpm start: warning: no apps under apps/ yet, so nothing to build; brand hosts will answer 503 until a shell is built. Starting the API anyway.');
    return;
  }
  console.log(`pnpm start: building ${apps.join(', ')} (turbo skips what has not changed)`);
  // Turbo filter globs are read by turbo itself; no shell is involved, so the * reaches it as written.
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) fail(`could not run turbo: ${result.error.message}`);
  if (result.status !== 0) fail('building the apps failed (see above). Fix the build, or run only the server with `pnpm --filter @croupier/platform start`.');
}

function printSites(message) {
  const width = Math.max(...message.sites.map((site) => site.displayName.length));
  console.log('\nCroupier is running. Open a brand:');
  for (const site of message.sites) console.log(`  ${site.displayName.padEnd(width)}  ${site.url}`);
  const server = `http://127.0.0.1:${message.port}`;
  console.log(`Operator commands: pnpm ops ...${message.port === 8080 ? '' : ` --server ${server}`}   Stop: Ctrl+C\n`);
}

function startServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PLATFORM_DIR,
    env: process.env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  server.on('message', (message) => {
    if (message && typeof message === 'object' && message.type === 'listening') printSites(message);
  });
  server.on('error', (error) => fail(`could not start the server: ${error.message}`));
  server.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 1 : 0));
  });
  const stop = (signal) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  // `pnpm start` runs this script through a shell; a SIGTERM sent to pnpm ends that shell without
  // passing the signal on. This script then gets a new parent, and takes that as the signal to stop.
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) stop('SIGTERM');
  }, 500).unref();
}

buildShells();
startServer();
