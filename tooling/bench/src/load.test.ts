import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELLO_PATH, startHello, type RunningHello } from './hello';
import { runLoad } from './load';
import { freePort } from './processes';

let hello: RunningHello;
beforeAll(async () => {
  hello = await startHello(await freePort());
});
afterAll(() => hello.stop());

describe('runLoad', () => {
  it('runs autocannon in its own process and counts every answer and its latency', async () => {
    const result = await runLoad({ origin: hello.origin, paths: [HELLO_PATH], connections: 2, amount: 60, warmupS: 0 });
    expect(result.requests).toBe(60);
    expect(result.statusCodes).toEqual({ '200': 60 });
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.latency.p50Ms).toBeGreaterThan(0);
    expect(result.latency.p95Ms).toBeGreaterThanOrEqual(result.latency.p50Ms);
  });

  it('counts answers that are not 2xx apart', async () => {
    const result = await runLoad({ origin: hello.origin, paths: ['/missing'], connections: 1, amount: 5, warmupS: 0 });
    expect(result.non2xx).toBe(5);
    expect(result.statusCodes).toEqual({ '404': 5 });
  });
});
