import { spawn, type ChildProcess } from 'node:child_process';

const READY_TIMEOUT_MS = 30_000;

export interface ListeningProcess {
  child: ChildProcess;
  port: number;
  /** every IPC message it sent after it listened */
  messages: unknown[];
  /** what it printed, for a failure's message */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry (`node --import tsx <script>`) as a process of its own, as `pnpm start` runs
 * a service, and resolves once it reports { type: 'listening', port } over the IPC channel. For tests
 * whose other side must be a real server in another process: the demo SMS gateway, an SMTP server.
 */
export async function startListeningProcess(script: string, options: { cwd: string; env: Record<string, string> }): Promise<ListeningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const messages: unknown[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not listen within ${READY_TIMEOUT_MS / 1000} s:\n${log}`)), READY_TIMEOUT_MS);
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message?.type === 'listening' && typeof message.port === 'number') {
        clearTimeout(timer);
        resolve(message.port);
        return;
      }
      messages.push(message);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${signal ?? code}) before listening:\n${log}`));
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    child,
    port,
    messages,
    output: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
