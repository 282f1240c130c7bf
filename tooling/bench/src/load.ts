import type { LoadJob, LoadResult } from './load-job';
import { onInterrupt, spawnTypeScript, stopProcess } from './processes';

type WorkerAnswer = { ok: true; result: LoadResult } | { ok: false; message: string };

/** Runs one job in a fresh load process (load-worker.ts) and resolves with its figures. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const child = spawnTypeScript('./load-worker.ts', [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const forget = onInterrupt(() => stopProcess(child, 2_000));
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      child.once('message', (message: WorkerAnswer) => resolve(message));
      child.once('exit', (code) => reject(new Error(`the load process exited with code ${code} without a result`)));
      child.send(job);
    });
    if (!answer.ok) throw new Error(`load run failed: ${answer.message}`);
    return answer.result;
  } finally {
    forget();
    await stopProcess(child, 2_000);
  }
}
