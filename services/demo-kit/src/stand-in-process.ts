import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a stop may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;

/** A stand-in once it listens: what its launcher hears, what it logs, and how it stops. */
export interface RunningStandIn {
  /** sent to the launcher as `{ type: 'listening', ...listening }` (start.mjs and the tests wait for it) */
  listening: { port: number; url: string } & Record<string, unknown>;
  /** logged beside the url when it is ready */
  readyFields?: Record<string, unknown>;
  log: (fields: Record<string, unknown>, message: string) => void;
  close: () => Promise<void>;
  /** said in the log when a stop begins, after the signal's name */
  stopMessage?: string;
}

/**
 * Runs a stand-in as its own process: starts it, tells the launcher where it listens, and stops it on
 * SIGTERM or SIGINT, or when the launcher that started it over IPC dies without passing a signal on (its
 * channel closes). A stop that hangs ends after 5 s; a start that fails prints why and exits 1.
 */
export function runStandIn(name: string, start: () => Promise<RunningStandIn>): void {
  let running: RunningStandIn | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    if (!running) process.exit(0);
    running.log({ signal }, running.stopMessage ?? 'shutting down');
    running
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (process.send) process.on('disconnect', () => stop('disconnect'));

  start()
    .then((started) => {
      running = started;
      if (stopping) return void started.close().finally(() => process.exit(0));
      started.log({ url: started.listening.url, ...started.readyFields }, `${name} ready`);
      process.send?.({ type: 'listening', ...started.listening });
    })
    .catch((error: unknown) => {
      console.error(`The ${name} did not start:\n${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}

/** The address a browser on this machine reaches a server at: a wildcard host is reached on 127.0.0.1. */
export function localUrl(host: string, port: number): string {
  return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
}

/**
 * Listens on the port and host, and answers the port taken and its url. A port in use is named with
 * the variable that moves it.
 */
export async function listenOn(app: FastifyInstance, options: { port: number; host: string; portVariable: string }): Promise<{ port: number; url: string }> {
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new Error(`port ${options.port} is taken. Fix: stop what uses it, or set ${options.portVariable}`, { cause: error });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return { port, url: localUrl(options.host, port) };
}
