import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystemStatus } from '@croupier/contract';
import { lazyApiClient } from './lazy-api-client';

afterEach(() => vi.unstubAllGlobals());

describe('lazyApiClient', () => {
  it('answers calls through the real client once it has loaded', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { status: 0, ip: '127.0.0.1', maintenance: null } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = lazyApiClient({ merchantCode: 'SHONALI', baseUrl: 'http://platform.test' });
    expect(client.merchantCode).toBe('SHONALI');
    await expect(client.callApi(getSystemStatus, { query: { lang: 'en' } })).resolves.toEqual({ status: 0, ip: '127.0.0.1', maintenance: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
