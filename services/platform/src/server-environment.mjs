// PORT, HOST, DATA_DIR and DATABASE_URL as the platform server reads them, with their defaults. Plain
// JavaScript so that `pnpm ops` (tooling/scripts/ops.mjs, which node runs without tsx) finds the server
// by the very rules config.ts starts it by.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'platform');

/** PORT: 8080 when unset or blank; 0 lets the system pick a free port. */
export function portFrom(text) {
  if (text === undefined || text.trim() === '') return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, got "${text}"`);
  return port;
}

/** HOST: the address the server listens on, 127.0.0.1 when unset or blank. */
export function hostFrom(text) {
  return text?.trim() || DEFAULT_HOST;
}

/** A folder named in the environment, resolved against the working folder; the fallback when unset or blank. */
export function dirFrom(text, fallback) {
  return text?.trim() ? path.resolve(text.trim()) : fallback;
}

/** DATA_DIR: the server's data folder (the embedded database, the ops-token file). */
export function dataDirFrom(text) {
  return dirFrom(text, DEFAULT_DATA_DIR);
}

/** DATABASE_URL: a Postgres server to use instead of the embedded database; undefined when unset or blank. */
export function databaseUrlFrom(text) {
  return text?.trim() || undefined;
}

/**
 * Where a client on this machine reaches a server listening on `host` and `port`: a wildcard
 * listening address (0.0.0.0, ::) is no address to call, so it is called on 127.0.0.1.
 */
export function localServerUrl(host, port) {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
