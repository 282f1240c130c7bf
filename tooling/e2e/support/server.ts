import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
/** The demo slot provider run-server.mjs starts beside the platform. */
export const E2E_PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? E2E_PORT + 1);
/** The demo payment gateway run-server.mjs starts beside the platform. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? E2E_PORT + 2);
/**
 * The demo SMS gateway run-server.mjs starts beside the platform. Not the port after the payment
 * gateway's, as `pnpm start` would take: the journey that starts a second server (create-brand.spec.ts)
 * runs it on E2E_PORT + 3 to + 5, and its own SMS gateway on + 6.
 */
export const E2E_SMS_GATEWAY_PORT = Number(process.env.E2E_SMS_GATEWAY_PORT ?? E2E_PORT + 7);
/**
 * The demo mailbox run-server.mjs starts beside the platform: its page and inbox on the port after the
 * SMS gateway's, as `pnpm start` would take, and its SMTP port after that. The second server of
 * create-brand.spec.ts runs its own mailbox on + 10 and + 11.
 */
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? E2E_PORT + 8);
export const E2E_MAILBOX_SMTP_PORT = Number(process.env.E2E_MAILBOX_SMTP_PORT ?? E2E_PORT + 9);
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(REPO_ROOT, '.data', `e2e-${E2E_PORT}`);

export function brandUrl(code: string, pathname = '/'): string {
  return `http://${code}.localhost:${E2E_PORT}${pathname}`;
}

/** Runs the operator command (`pnpm ops …`) against the test server, as an operator would. */
export function ops(...args: string[]): string {
  return execFileSync('node', [path.join(REPO_ROOT, 'tooling/scripts/ops.mjs'), ...args, '--server', `http://127.0.0.1:${E2E_PORT}`, '--data-dir', E2E_DATA_DIR], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
}

export function readBrandFile(code: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands', `${code}.json`), 'utf8')) as Record<string, unknown>;
}

/** A word from the app's dictionaries, so tests follow the wording instead of copying it. */
export function word(language: 'bn' | 'en', namespace: string, key: string): string {
  const dictionary = JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages/i18n/src/locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  if (typeof value !== 'string') throw new Error(`no word ${language}/${namespace}:${key}`);
  return value;
}

/** The demo provider's launch page, which `pnpm start` connects every slot vendor to. */
export function providerLaunchUrl(): string {
  return `http://127.0.0.1:${E2E_PROVIDER_PORT}/launch`;
}

/** Calls the platform API as a brand's page would, naming the brand by its merchant header. */
export function apiUrl(pathname: string): string {
  return `http://127.0.0.1:${E2E_PORT}${pathname}`;
}
