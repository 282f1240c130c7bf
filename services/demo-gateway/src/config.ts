/** Everything main.ts reads from the environment. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** the code the platform and brand files know this gateway by (X-Gateway) */
  gatewayCode: string;
  /** shared with the platform; signs checkout links one way and notices the other */
  secret: string;
  /** where the platform takes notices */
  platformUrl: string;
  logLevel: string;
}

function portFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 8082;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`GATEWAY_PORT must be a number from 0 to 65535, got "${text}"`);
  return port;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const secret = env.GATEWAY_SECRET?.trim() ?? '';
  if (secret.length < 32) {
    throw new Error('GATEWAY_SECRET is missing or shorter than 32 characters. Fix: set it to the secret the platform has for this gateway (`pnpm start` makes one for both)');
  }
  const gatewayCode = env.GATEWAY_CODE?.trim() || 'DEMOPAY';
  if (!/^[A-Z0-9_]{2,24}$/.test(gatewayCode)) throw new Error(`GATEWAY_CODE must be 2 to 24 uppercase letters, digits or _, got "${gatewayCode}"`);
  const platformUrl = env.PLATFORM_URL?.trim() || 'http://127.0.0.1:8080';
  if (!/^https?:\/\/[^/\s]+/.test(platformUrl)) throw new Error(`PLATFORM_URL must be an http(s) URL, got "${platformUrl}"`);
  return { port: portFrom(env.GATEWAY_PORT), host: env.HOST?.trim() || '127.0.0.1', gatewayCode, secret, platformUrl, logLevel: env.LOG_LEVEL?.trim() || 'info' };
}
