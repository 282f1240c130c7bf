import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Everything main.ts reads from the environment. */
export interface ProviderConfig {
  port: number;
  host: string;
  /** the code the platform knows this provider by (X-Provider) */
  providerCode: string;
  /** shared with the platform; signs every request */
  secret: string;
  /** where the platform's seamless-wallet API answers */
  platformUrl: string;
  /** holds the queue of wins and rollbacks still to deliver */
  dataDir: string;
  logLevel: string;
}

function portFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 8081;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PROVIDER_PORT must be a number from 0 to 65535, got "${text}"`);
  return port;
}

function urlFrom(text: string | undefined, fallback: string, name: string): string {
  const value = text?.trim() || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

export function readProviderConfig(env: NodeJS.ProcessEnv): ProviderConfig {
  const secret = env.PROVIDER_SECRET?.trim() ?? '';
  if (secret.length < 16) {
    throw new Error('PROVIDER_SECRET is missing or shorter than 16 characters. Fix: set it to the secret the platform has for this provider (`pnpm start` makes one for both)');
  }
  const providerCode = env.PROVIDER_CODE?.trim() || 'DEMO';
  if (!/^[A-Za-z0-9_-]{2,32}$/.test(providerCode)) throw new Error(`PROVIDER_CODE must be 2 to 32 letters, digits, _ or -, got "${providerCode}"`);
  return {
    port: portFrom(env.PROVIDER_PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    providerCode,
    secret,
    platformUrl: urlFrom(env.PLATFORM_URL, 'http://127.0.0.1:8080', 'PLATFORM_URL'),
    dataDir: env.PROVIDER_DATA_DIR?.trim() ? path.resolve(env.PROVIDER_DATA_DIR.trim()) : path.join(REPO_ROOT, '.data', 'demo-provider'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
