import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { SettlementRun } from '../../../../services/platform/src/modules/agent-contracts/settlement';
import { spawnTypeScript, stopProcess } from '../processes';

/** What run-once.ts is asked to do: settle the brand's contracts once, as of `nowMs`. */
export interface RunJob {
  databaseUrl: string;
  brand: string;
  nowMs: number;
  /** how payouts are paced: the platform's defaults unless the run says otherwise */
  payouts: { payers: number; perSecond: number; batch: number };
}

export type RunMessage = { type: 'ready' } | { type: 'done'; run: SettlementRun; durationMs: number } | { type: 'failed'; message: string };

export interface TimedRun {
  run: SettlementRun;
  /** as the run's own process measured it */
  durationMs: number;
  /** performance.now() of this process when the run was told to go and when its answer came */
  startedMs: number;
  endedMs: number;
}

export interface SecondInstance {
  /** runs settleContracts once; resolves with what it did */
  go(): Promise<TimedRun>;
  stop(): Promise<void>;
}

function nextMessage(child: ChildProcess): Promise<RunMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the settlement process exited (${code}) without answering`));
    child.once('exit', onExit);
    child.once('message', (message: RunMessage) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

/** Starts the run's process and waits until it is connected and ready, so its start-up is not timed. */
export async function startSecondInstance(job: RunJob): Promise<SecondInstance> {
  const child = spawnTypeScript('./settlement/run-once.ts', [JSON.stringify(job)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await nextMessage(child).catch(async (error: unknown) => {
    await stopProcess(child);
    throw error;
  });
  if (ready.type !== 'ready') {
    await stopProcess(child);
    throw new Error(`the settlement process did not start: ${ready.type === 'failed' ? ready.message : ready.type}`);
  }
  return {
    async go() {
      const answer = nextMessage(child);
      const startedMs = performance.now();
      child.send({ type: 'go' });
      const message = await answer;
      const endedMs = performance.now();
      if (message.type !== 'done') throw new Error(`the settlement run failed: ${message.type === 'failed' ? message.message : message.type}`);
      return { run: message.run, durationMs: message.durationMs, startedMs, endedMs };
    },
    stop: () => stopProcess(child),
  };
}
