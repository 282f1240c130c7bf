import { assertPortFree, onInterrupt, spawnTypeScript, stopProcess } from './processes';

export const HELLO_PATH = '/hello';

export interface RunningHello {
  origin: string;
  stop(): Promise<void>;
}

/** Starts hello-server.ts as its own process and resolves when it listens. */
export async function startHello(port: number): Promise<RunningHello> {
  await assertPortFree(port);
  const child = spawnTypeScript('./hello-server.ts', [String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = () => stopProcess(child, 5_000);
  const forget = onInterrupt(stop);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the hello-world server exited with code ${code} before listening`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      forget();
      await stop();
    },
  };
}
