import { GATEWAY_HEADERS, type GatewayNotice } from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import { noticeSignature } from './signing';

export interface NoticeTiming {
  requestTimeoutMs: number;
  /** tries while the player waits on the page */
  attemptsWhileWaiting: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_NOTICE_TIMING: NoticeTiming = { requestTimeoutMs: 5_000, attemptsWhileWaiting: 3, firstDelayMs: 300, maxDelayMs: 30_000 };

/**
 * Sends notices to the platform as real gateways do: signed afresh for each try, the same body every
 * time, again after a timeout, a network error or a 5xx, with a growing pause, until the platform
 * answers. A 4xx is the platform refusing the notice itself; it is logged and not sent again.
 */
export class NoticeSender {
  private readonly background = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly options: { gatewayCode: string; secret: string; platformUrl: string; timing: NoticeTiming; log: FastifyBaseLogger },
  ) {}

  /** Tries a few times while the player waits; true once the platform took it. Unfinished notices go on in the background. */
  async deliver(notice: GatewayNotice): Promise<boolean> {
    const body = JSON.stringify(notice);
    let delayMs = this.options.timing.firstDelayMs;
    for (let attempt = 1; attempt <= this.options.timing.attemptsWhileWaiting; attempt += 1) {
      const outcome = await this.sendOnce(body);
      if (outcome !== 'retry') return outcome === 'taken';
      if (attempt < this.options.timing.attemptsWhileWaiting) await pause(delayMs);
      delayMs = Math.min(delayMs * 2, this.options.timing.maxDelayMs);
    }
    this.keepTrying(body, delayMs);
    return false;
  }

  /** Waits for the background deliveries (tests, shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.background]);
  }

  private keepTrying(body: string, firstDelayMs: number): void {
    const run = (async () => {
      let delayMs = firstDelayMs;
      while (!this.stopped) {
        await pause(delayMs);
        if ((await this.sendOnce(body)) !== 'retry') return;
        delayMs = Math.min(delayMs * 2, this.options.timing.maxDelayMs);
      }
    })();
    this.background.add(run);
    void run.finally(() => this.background.delete(run));
  }

  private async sendOnce(body: string): Promise<'taken' | 'refused' | 'retry'> {
    const timestamp = String(Date.now());
    const url = new URL(`/wps/cashier/gateways/${this.options.gatewayCode}/notices`, this.options.platformUrl);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [GATEWAY_HEADERS.gateway]: this.options.gatewayCode,
          [GATEWAY_HEADERS.timestamp]: timestamp,
          [GATEWAY_HEADERS.signature]: noticeSignature(this.options.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(this.options.timing.requestTimeoutMs),
      });
      if (response.ok) return 'taken';
      const answer = await response.text();
      if (response.status >= 500) {
        this.options.log.warn({ status: response.status, answer }, 'notice not taken yet; trying again');
        return 'retry';
      }
      this.options.log.error({ status: response.status, answer, body }, 'notice refused by the platform');
      return 'refused';
    } catch (error) {
      this.options.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'notice not delivered; trying again');
      return 'retry';
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
