// `pnpm start`: checks the brand files, builds the site every brand is served as and the operator
// console, then runs the platform server that serves them (each brand's page made its own) and the API,
// and beside it the demo slot provider (services/demo-provider) that its slot vendors launch into and
// the demo payment gateway (services/demo-gateway) that card deposits are paid on, each with a shared
// secret made for this run, and the demo SMS gateway (services/demo-sms-gateway) that SMS codes are sent
// to with an API key made for this run, unless SMS_PROVIDER_URL names a real provider, and the demo
// mailbox (services/demo-mailbox) that mail is sent to over SMTP with a user and password made for this
// run, unless SMTP_URL names a real server. Prints each brand's address once all listen. Signals go on to all so the server can close its database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mailboxPortFrom, mailboxSmtpPortFrom } from '../../services/demo-mailbox/src/address.mjs';
import { DEFAULT_SMS_GATEWAY_PORT, smsGatewayPortFrom } from '../../services/demo-sms-gateway/src/address.mjs';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT, hostFrom, localServerUrl } from '../../services/platform/src/server-environment.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const APPS_DIR = path.join(REPO_ROOT, 'apps');
const PLATFORM_DIR = path.join(REPO_ROOT, 'services', 'platform');
const PROVIDER_DIR = path.join(REPO_ROOT, 'services', 'demo-provider');
const GATEWAY_DIR = path.join(REPO_ROOT, 'services', 'demo-gateway');
const SMS_GATEWAY_DIR = path.join(REPO_ROOT, 'services', 'demo-sms-gateway');
const MAILBOX_DIR = path.join(REPO_ROOT, 'services', 'demo-mailbox');

/** The demo provider's port is fixed before either process starts: the platform writes its launch URL at start. */
const PROVIDER_PORT = process.env.PROVIDER_PORT?.trim() || '8081';
const PROVIDER_HOST = process.env.HOST?.trim() || '127.0.0.1';
/** Where a browser on this machine reaches the provider (a wildcard listening address is not one). */
const PROVIDER_URL = `http://${PROVIDER_HOST === '0.0.0.0' || PROVIDER_HOST === '::' ? '127.0.0.1' : PROVIDER_HOST}:${PROVIDER_PORT}`;
const PROVIDER_CODE = process.env.PROVIDER_CODE?.trim() || 'DEMO';
/** New every run and known only to the two processes: nothing else can sign as the provider. */
const PROVIDER_SECRET = randomBytes(32).toString('hex');

/** The demo gateway, likewise: its port is fixed first, as the platform signs links to its page. */
const GATEWAY_PORT = process.env.GATEWAY_PORT?.trim() || '8082';
const GATEWAY_URL = `http://${PROVIDER_HOST === '0.0.0.0' || PROVIDER_HOST === '::' ? '127.0.0.1' : PROVIDER_HOST}:${GATEWAY_PORT}`;
const GATEWAY_CODE = 'DEMOPAY';
const GATEWAY_SECRET = randomBytes(32).toString('hex');

/**
 * The demo SMS gateway, on the port after the payment gateway's (SMS_GATEWAY_PORT otherwise): the
 * platform sends every brand's codes to it as to a provider, with a key made for this run. An operator
 * who sets SMS_PROVIDER_URL (and SMS_API_KEY) gets that provider instead, and no stand-in.
 */
const REAL_SMS_PROVIDER = process.env.SMS_PROVIDER_URL?.trim() || undefined;
const SMS_GATEWAY_PORT = String(smsGatewayPortFrom({ ...process.env, GATEWAY_PORT }));
const SMS_GATEWAY_URL = `http://${PROVIDER_HOST === '0.0.0.0' || PROVIDER_HOST === '::' ? '127.0.0.1' : PROVIDER_HOST}:${SMS_GATEWAY_PORT}`;
const SMS_GATEWAY_API_KEY = randomBytes(32).toString('hex');

/**
 * The demo mailbox: its page on the port after the SMS gateway's (MAILBOX_PORT otherwise), and SMTP on
 * the loopback at the port after that (MAILBOX_SMTP_PORT otherwise). The platform sends every brand's
 * mail to it as to a mail server, logging in with a user and password made for this run. An operator
 * who sets SMTP_URL gets that server instead, and no stand-in.
 */
const REAL_SMTP_SERVER = process.env.SMTP_URL?.trim() || undefined;
const MAILBOX_PORTS = (() => {
  const env = { ...process.env, GATEWAY_PORT, SMS_GATEWAY_PORT };
  let ports;
  try {
    ports = { http: String(mailboxPortFrom(env)), smtp: String(mailboxSmtpPortFrom(env)) };
  } catch (error) {
    fail(`${error.message}. Fix: set MAILBOX_PORT and MAILBOX_SMTP_PORT to free ports`);
  }
  // The platform is told the SMTP port before the mailbox starts, so it cannot be one the system picks.
  if (!REAL_SMTP_SERVER && ports.smtp === '0') fail('the demo mailbox\'s SMTP port is 0, which the platform cannot be told before the mailbox starts. Fix: set MAILBOX_SMTP_PORT to a free port');
  return ports;
})();
const MAILBOX_PORT = MAILBOX_PORTS.http;
const MAILBOX_SMTP_PORT = MAILBOX_PORTS.smtp;
const MAILBOX_URL = `http://${PROVIDER_HOST === '0.0.0.0' || PROVIDER_HOST === '::' ? '127.0.0.1' : PROVIDER_HOST}:${MAILBOX_PORT}`;
const MAILBOX_SMTP_USER = `demo-${randomBytes(4).toString('hex')}`;
const MAILBOX_SMTP_PASSWORD = randomBytes(32).toString('hex');

const children = new Set();
/** the exit code of the first service to end, which this script ends with */
let exitCode;

function fail(message) {
  console.error(`pnpm start: ${message}`);
  process.exit(1);
}

/** The host of an SMTP URL, to name it without the user and password it may carry. */
function smtpHostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return 'the SMTP_URL server';
  }
}

/**
 * A brand sends as no-reply@ its first domain; one whose file names no domain (as `pnpm create-brand`
 * writes it) has no sender address, which the platform refuses once the brand has an SMTP server. The
 * demo mailbox takes their mail as no-reply@<code>.localhost, unless MAIL_FROM or the brand's own
 * MAIL_FROM_<MERCHANT> says otherwise. The brand files are read where the server reads them
 * (BRANDS_DIR, resolved from the server's folder); checkBrands has already found them valid.
 */
function demoSenderAddresses() {
  if (process.env.MAIL_FROM?.trim()) return {};
  const brandsDir = process.env.BRANDS_DIR?.trim() ? path.resolve(PLATFORM_DIR, process.env.BRANDS_DIR.trim()) : path.join(REPO_ROOT, 'brands');
  if (!existsSync(brandsDir)) return {};
  const senders = {};
  for (const name of readdirSync(brandsDir).filter((each) => each.endsWith('.json'))) {
    const brand = JSON.parse(readFileSync(path.join(brandsDir, name), 'utf8'));
    const variable = `MAIL_FROM_${brand.merchantCode}`;
    if ((brand.domains ?? []).length > 0 || process.env[variable]?.trim()) continue;
    senders[variable] = `no-reply@${brand.code}.localhost`;
  }
  return senders;
}

/** Folders under apps/ that are packages: the site every brand is served as and the operator console. */
function appPackages() {
  if (!existsSync(APPS_DIR)) return [];
  return readdirSync(APPS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(APPS_DIR, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every brand file, checked beside the others before anything is built: a mistake is told in a second,
 * with the file, the field and the fix, instead of after the build when the server reads them.
 */
function checkBrands() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tooling/scripts/check-brands.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) fail(`could not check the brand files: ${result.error.message}`);
  if (result.status !== 0) process.exit(1);
}

function buildShells() {
  const apps = appPackages();
  if (apps.length === 0) {
    console.warn('pnpm start: warning: no apps under apps/ yet, so nothing to build; brand hosts will answer 503 until the site is built. Starting the API anyway.');
    return;
  }
  console.log(`pnpm start: building ${apps.join(', ')} (turbo skips what has not changed)`);
  // Turbo filter globs are read by turbo itself; no shell is involved, so the * reaches it as written.
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.error) fail(`could not run turbo: ${result.error.message}`);
  if (result.status !== 0) fail('building the apps failed (see above). Fix the build, or run only the server with `pnpm --filter @croupier/platform start`.');
}

/** A value as one word of a POSIX shell command line. */
function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * What an operator types for `pnpm ops` to reach this server: it reads PORT, HOST and DATA_DIR as
 * the server does, so those that differ from the defaults go in front.
 */
function opsCommandLine(port) {
  const settings = [];
  if (port !== DEFAULT_PORT) settings.push(`PORT=${port}`);
  const host = hostFrom(process.env.HOST);
  if (localServerUrl(host, port) !== localServerUrl(DEFAULT_HOST, port)) settings.push(`HOST=${shellWord(host)}`);
  // The server runs in its own folder, so a relative DATA_DIR is read from there: name the folder it used.
  const dataDir = process.env.DATA_DIR?.trim() ? path.resolve(PLATFORM_DIR, process.env.DATA_DIR.trim()) : DEFAULT_DATA_DIR;
  if (dataDir !== DEFAULT_DATA_DIR) settings.push(`DATA_DIR=${shellWord(dataDir)}`);
  // `pnpm ops sms` reads the demo SMS gateway's inbox where this start put it.
  const smsGatewayShown = !REAL_SMS_PROVIDER && Number(SMS_GATEWAY_PORT) !== DEFAULT_SMS_GATEWAY_PORT;
  if (smsGatewayShown) settings.push(`SMS_GATEWAY_PORT=${SMS_GATEWAY_PORT}`);
  // `pnpm ops mail` reads the demo mailbox where this start put it: named when ops would not find it from the line.
  if (!REAL_SMTP_SERVER && mailboxPortFrom(smsGatewayShown ? { SMS_GATEWAY_PORT } : {}) !== Number(MAILBOX_PORT)) settings.push(`MAILBOX_PORT=${MAILBOX_PORT}`);
  return [...settings, 'pnpm ops ...'].join(' ');
}

function printSites(message, providerUrl, gatewayUrl) {
  const width = Math.max(...message.sites.map((site) => site.displayName.length));
  console.log('\nCroupier is running. Open a brand:');
  for (const site of message.sites) console.log(`  ${site.displayName.padEnd(width)}  ${site.url}`);
  if (message.console) console.log(`Operator console: ${message.console}`);
  console.log(`Demo slot provider: ${providerUrl} (slot vendors' games launch there)`);
  console.log(`Demo payment gateway: ${gatewayUrl} (card deposits are paid there)`);
  if (REAL_SMS_PROVIDER) console.log(`SMS: sent through ${REAL_SMS_PROVIDER} (SMS_PROVIDER_URL)`);
  else console.log(`Demo SMS gateway: ${SMS_GATEWAY_URL} (SMS codes arrive there; pnpm ops sms <brand> <mobile> reads them)`);
  if (REAL_SMTP_SERVER) console.log(`Mail: sent through ${smtpHostOf(REAL_SMTP_SERVER)} (SMTP_URL)`);
  else console.log(`Demo mailbox: ${MAILBOX_URL} (mail arrives there over SMTP on 127.0.0.1:${MAILBOX_SMTP_PORT}; pnpm ops mail <brand> <username> reads it)`);
  console.log(`Operator commands: ${opsCommandLine(message.port)}   Stop: Ctrl+C\n`);
}

function stopAll(signal) {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

/** Runs a service's src/main.ts; when either service ends, the other is stopped and this script ends with it. */
function startService(dir, env, name, onListening) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: dir, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  child.on('message', (message) => {
    if (message && typeof message === 'object' && message.type === 'listening') onListening(message);
  });
  child.on('error', (error) => fail(`could not start the ${name}: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(child);
    exitCode ??= code ?? (signal ? 1 : 0);
    stopAll('SIGTERM');
    if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

function startServers() {
  // The provider starts once the platform listens, so it is told the platform's real port.
  const platformEnv = {
    ...process.env,
    DEMO_PROVIDER_CODE: PROVIDER_CODE,
    DEMO_PROVIDER_SECRET: PROVIDER_SECRET,
    DEMO_PROVIDER_URL: PROVIDER_URL,
    DEMO_GATEWAY_CODE: GATEWAY_CODE,
    DEMO_GATEWAY_SECRET: GATEWAY_SECRET,
    DEMO_GATEWAY_URL: GATEWAY_URL,
    ...(REAL_SMS_PROVIDER ? {} : { SMS_PROVIDER_URL: SMS_GATEWAY_URL, SMS_API_KEY: SMS_GATEWAY_API_KEY }),
    // Plain SMTP with a login: the mailbox takes it on the loopback only, and offers no STARTTLS.
    ...(REAL_SMTP_SERVER ? {} : { SMTP_URL: `smtp://${MAILBOX_SMTP_USER}:${MAILBOX_SMTP_PASSWORD}@127.0.0.1:${MAILBOX_SMTP_PORT}`, ...demoSenderAddresses() }),
  };
  startService(PLATFORM_DIR, platformEnv, 'server', (platform) => {
    const platformUrl = `http://127.0.0.1:${platform.port}`;
    const providerEnv = { ...process.env, PROVIDER_PORT, PROVIDER_CODE, PROVIDER_SECRET, PLATFORM_URL: platformUrl };
    const gatewayEnv = { ...process.env, GATEWAY_PORT, GATEWAY_CODE, GATEWAY_SECRET, PLATFORM_URL: platformUrl };
    const smsGatewayEnv = { ...process.env, SMS_GATEWAY_PORT, SMS_GATEWAY_API_KEY };
    const mailboxEnv = { ...process.env, MAILBOX_PORT, MAILBOX_SMTP_PORT, MAILBOX_SMTP_USER, MAILBOX_SMTP_PASSWORD };
    const startProvider = () => startService(PROVIDER_DIR, providerEnv, 'demo provider', () => printSites(platform, PROVIDER_URL, GATEWAY_URL));
    const startMailbox = () => (REAL_SMTP_SERVER ? startProvider() : startService(MAILBOX_DIR, mailboxEnv, 'demo mailbox', startProvider));
    // One after the other: the provider's answer then means all of them listen, which the browser
    // journeys wait on before their first page.
    startService(GATEWAY_DIR, gatewayEnv, 'demo gateway', () => {
      if (REAL_SMS_PROVIDER) startMailbox();
      else startService(SMS_GATEWAY_DIR, smsGatewayEnv, 'demo SMS gateway', startMailbox);
    });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  // `pnpm start` runs this script through a shell; a SIGTERM sent to pnpm ends that shell without
  // passing the signal on. This script then gets a new parent, and takes that as the signal to stop.
  const launcher = process.ppid;
  setInterval(() => {
    if (process.ppid !== launcher) stopAll('SIGTERM');
  }, 500).unref();
}

checkBrands();
buildShells();
startServers();
