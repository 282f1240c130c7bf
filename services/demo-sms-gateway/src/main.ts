import type { AddressInfo } from 'node:net';
import { buildSmsGatewayApp } from './app';
import { readSmsGatewayConfig } from './config';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;

async function start(): Promise<void> {
  const config = readSmsGatewayConfig(process.env);
  const { app } = buildSmsGatewayApp({ apiKey: config.apiKey, logLevel: config.logLevel });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Started by start.mjs or a test: if that parent dies without passing a signal on, its channel closes; stop too.
  if (process.send) process.on('disconnect', () => stop('disconnect'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new Error(`port ${config.port} is taken. Fix: stop what uses it, or set SMS_GATEWAY_PORT`, { cause: error });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
  app.log.info({ url }, 'demo SMS gateway ready');
  process.send?.({ type: 'listening', port, url });
}

start().catch((error: unknown) => {
  console.error(`The demo SMS gateway did not start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
