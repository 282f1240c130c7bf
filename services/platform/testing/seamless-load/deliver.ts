import { seamlessBet, seamlessRollback, seamlessWin, type SeamlessTransactionResult } from '@croupier/contract';
import type { SeamlessHttpClient, SeamlessOutcome } from '../seamless-http-client';
import type { LoadPlan, PlannedCall } from './plan';

/** What one delivery came to in the end, and how many tries it took to get there. */
export interface DeliveryRecord {
  call: number;
  outcome: SeamlessOutcome<SeamlessTransactionResult>;
  /** 1 unless the platform was unavailable and the same request was sent again */
  attempts: number;
}

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** a delivery still unanswered after this long is recorded as unavailable */
  giveUpAfterMs: number;
}

export interface DeliverOptions {
  client: SeamlessHttpClient;
  plan: LoadPlan;
  /** concurrent senders, each taking the next delivery when it has its answer */
  senders: number;
  /** send again, unchanged, what got no trustworthy answer, as a provider must; null sends once */
  retry: RetryPolicy | null;
  /** called after every finished delivery with how many have finished */
  onDelivered?: (finished: number) => void;
}

function send(client: SeamlessHttpClient, planned: PlannedCall): Promise<SeamlessOutcome<SeamlessTransactionResult>> {
  switch (planned.call) {
    case 'bet':
      return client.send(seamlessBet, planned.body);
    case 'win':
      return client.send(seamlessWin, planned.body);
    case 'rollback':
      return client.send(seamlessRollback, planned.body);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deliverOne(options: DeliverOptions, call: number): Promise<DeliveryRecord> {
  const planned = options.plan.calls[call] as PlannedCall;
  const startedMs = Date.now();
  let attempts = 1;
  let outcome = await send(options.client, planned);
  const { retry } = options;
  while (retry && outcome.kind === 'unavailable' && Date.now() - startedMs < retry.giveUpAfterMs) {
    await sleep(Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.min(attempts - 1, 10)));
    attempts += 1;
    outcome = await send(options.client, planned);
  }
  return { call, outcome, attempts };
}

/** Sends every delivery of the plan, `senders` at a time, in the plan's order; records are in that order too. */
export async function deliverPlan(options: DeliverOptions): Promise<DeliveryRecord[]> {
  const { deliveries } = options.plan;
  const records: DeliveryRecord[] = new Array<DeliveryRecord>(deliveries.length);
  let next = 0;
  let finished = 0;
  const sender = async () => {
    while (next < deliveries.length) {
      const index = next;
      next += 1;
      records[index] = await deliverOne(options, deliveries[index] as number);
      finished += 1;
      options.onDelivered?.(finished);
    }
  };
  await Promise.all(Array.from({ length: options.senders }, sender));
  return records;
}
