import { describe, expect, it } from 'vitest';
import { opsSetVendorEngine } from '@croupier/contract';
import { send, sendOps, useTestServer } from '../../../testing/test-app';

const url = (vassalage: string) => `/ops/vendors/${vassalage}/engine`;

describe('PUT /ops/vendors/:vassalage/engine', () => {
  const server = useTestServer();
  const launchUrlOf = async (vassalage: string) =>
    (await server.db.query<{ launch_url: string | null }>('SELECT launch_url FROM catalogue_vendors WHERE vassalage = $1', [vassalage])).rows[0]?.launch_url;

  it('connects and disconnects a vendor’s engine, and audits both', async () => {
    const connected = await sendOps(server.app, { method: 'PUT', url: url('SPW'), payload: { launchUrl: 'https://spw.example/launch?lobby=1' } });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(opsSetVendorEngine.value.parse(connected.json().value)).toEqual({ vassalage: 'SPW', name: 'Spinworks', launchUrl: 'https://spw.example/launch?lobby=1' });
    expect(await launchUrlOf('SPW')).toBe('https://spw.example/launch?lobby=1');
    const disconnected = await sendOps(server.app, { method: 'PUT', url: url('SPW'), payload: { launchUrl: null } });
    expect(disconnected.json().value).toEqual({ vassalage: 'SPW', name: 'Spinworks', launchUrl: null });
    expect(await launchUrlOf('SPW')).toBeNull();
    const { rows } = await server.db.query<{ merchant_code: string | null; action: string; detail: unknown }>(
      "SELECT merchant_code, action, detail FROM ops_audit WHERE action LIKE 'vendor.%' ORDER BY id",
    );
    expect(rows).toEqual([
      { merchant_code: null, action: 'vendor.connect', detail: { vassalage: 'SPW', launchUrl: 'https://spw.example/launch?lobby=1' } },
      { merchant_code: null, action: 'vendor.disconnect', detail: { vassalage: 'SPW', launchUrl: null } },
    ]);
  });

  it('answers NOT_FOUND for a vendor the catalogue does not have', async () => {
    const response = await sendOps(server.app, { method: 'PUT', url: url('NOPE9'), payload: { launchUrl: 'https://x.example/' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.json().message).toContain('NOPE9');
  });

  it('refuses a malformed vendor code, address or body', async () => {
    for (const [vassalage, payload, field] of [
      ['spw', { launchUrl: 'https://spw.example/' }, 'vassalage'],
      ['SPW', { launchUrl: 'ftp://spw.example/' }, 'launchUrl'],
      ['SPW', { launchUrl: 'not a url' }, 'launchUrl'],
      ['SPW', {}, 'launchUrl'],
      ['SPW', { launchUrl: null, brand: 'shonali' }, 'brand'],
    ] as const) {
      const response = await sendOps(server.app, { method: 'PUT', url: url(vassalage), payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
    expect(await launchUrlOf('SPW')).toBeNull();
  });

  it('needs the operator token', async () => {
    const missing = await send(server.app, { method: 'PUT', url: url('SPW'), payload: { launchUrl: 'https://evil.example/' } });
    expect(missing.statusCode).toBe(401);
    const wrong = await send(server.app, { method: 'PUT', url: url('SPW'), opsToken: 'guess', payload: { launchUrl: 'https://evil.example/' } });
    expect(wrong.statusCode).toBe(403);
    expect(await launchUrlOf('SPW')).toBeNull();
  });
});
