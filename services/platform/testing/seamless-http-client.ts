import http from 'node:http';
import { SEAMLESS_HEADERS, type CallBody, type CallDefinition, type CallValue } from '@croupier/contract';
import { seamlessSignatureOf } from '../src/modules/seamless/signature';

/**
 * A game provider's side of the seamless-wallet API over real HTTP (keep-alive sockets to a listening
 * server), for load runs: the torture test, the crash-restart proof and the wallet benchmark. It signs
 * the exact bytes it sends, as a provider must, and sorts each answer the way a provider's retry logic
 * does. Nothing here imports vitest.
 */

export type SeamlessOutcome<Value> =
  | { kind: 'answered'; value: Value }
  /** the platform decided (4xx, or a 503 MAINTENANCE); sending it again gives the same decision until something changes */
  | { kind: 'refused'; status: number; code: string; message: string }
  /** no answer that can be trusted (refused connection, reset, timeout, 5xx): the same request may be sent again */
  | { kind: 'unavailable'; reason: string };

export interface SeamlessHttpClientOptions {
  /** http://127.0.0.1:<port> */
  origin: string;
  provider: { code: string; secret: string };
  /** keep-alive sockets at most; requests beyond it queue in the client */
  sockets: number;
  /** one attempt's limit */
  timeoutMs: number;
}

export interface RawAnswer {
  status: number;
  text: string;
}

export class SeamlessHttpClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(private readonly options: SeamlessHttpClientOptions) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets });
    this.url = new URL(options.origin);
  }

  send<C extends CallDefinition>(call: C, body: CallBody<C>): Promise<SeamlessOutcome<CallValue<C>>> {
    return this.sendTo<CallValue<C>>(call.path, body);
  }

  /** The same for a path named by hand, for callers without the contract's definitions (benchmarks). */
  async sendTo<Value>(path: string, body: unknown): Promise<SeamlessOutcome<Value>> {
    const rawBody = JSON.stringify(body);
    let answer: RawAnswer;
    try {
      answer = await this.post(path, rawBody);
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
    return seamlessOutcomeOf<Value>(answer);
  }

  /** Ends the keep-alive sockets so the process (or the test) can exit. */
  close(): void {
    this.agent.destroy();
  }

  private post(path: string, rawBody: string): Promise<RawAnswer> {
    const { provider, timeoutMs } = this.options;
    const timestamp = String(Date.now());
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method: 'POST',
          path,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(rawBody),
            [SEAMLESS_HEADERS.provider]: provider.code,
            [SEAMLESS_HEADERS.timestamp]: timestamp,
            [SEAMLESS_HEADERS.signature]: seamlessSignatureOf(provider.secret, timestamp, rawBody),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', reject);
      request.end(rawBody);
    });
  }
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  code?: string;
  message?: string;
}

/** How a provider's retry logic sorts an answer: taken, refused for good, or worth sending again. */
export function seamlessOutcomeOf<Value>({ status, text }: RawAnswer): SeamlessOutcome<Value> {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    return status >= 500 ? { kind: 'unavailable', reason: `HTTP ${status} without JSON` } : { kind: 'refused', status, code: 'UNEXPECTED_ANSWER', message: text.slice(0, 200) };
  }
  if (status === 200 && envelope.success === true) return { kind: 'answered', value: envelope.value as Value };
  const code = envelope.code ?? 'UNEXPECTED_ANSWER';
  // MAINTENANCE comes as a 503 but is a decision; every other 5xx is the platform failing.
  if (status >= 500 && code !== 'MAINTENANCE') return { kind: 'unavailable', reason: `HTTP ${status} ${code}` };
  return { kind: 'refused', status, code, message: envelope.message ?? '' };
}
