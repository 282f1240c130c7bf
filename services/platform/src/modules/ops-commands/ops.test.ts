import { describe, expect, it } from 'vitest';
import { opsListBrands } from '@croupier/contract';
import { useTestServer, send, sendOps } from '../../../testing/test-app';
import { selectOpsActions } from '../ops-access';

describe('operator endpoints', () => {
  const server = useTestServer();


  it('require the X-Ops-Token header', async () => {
    const response = await send(server.app, { method: 'POST', url: '/ops/brands/shonali/maintenance', payload: { title: 't', message: 'm' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    expect(response.json().message).toContain('X-Ops-Token');
    // where the token is kept is not told to whoever calls
    expect(response.json().message).not.toMatch(/OPS_TOKEN|ops-token|data folder|DATA_DIR/);
  });

  it('refuse a wrong token and change nothing', async () => {
    const response = await send(server.app, { method: 'POST', url: '/ops/brands/shonali/maintenance', opsToken: 'guess', payload: { title: 't', message: 'm' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    const status = await send(server.app, { url: '/wps/system/status', host: 'shonali.localhost' });
    expect(status.json().value.status).toBe(0);
  });

  it('check the token before the input', async () => {
    const response = await send(server.app, { method: 'POST', url: '/ops/brands/shonali/region-blocks', payload: { cidr: 'garbage' } });
    expect(response.statusCode).toBe(401);
  });

  it('list every brand with its controls', async () => {
    const response = await sendOps(server.app, { url: '/ops/brands' });
    const value = opsListBrands.value.parse(response.json().value);
    expect(value.brands.map((brand) => brand.code).sort()).toEqual(['northstar', 'shonali']);
  });

  it('switch maintenance on and off by brand code or merchant code, and audit it', async () => {
    const on = await sendOps(server.app, { method: 'POST', url: '/ops/brands/SHONALI/maintenance', payload: { title: 'Upgrade', message: 'Back soon', until: '2099-05-01T10:00:00Z' } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().value).toMatchObject({ code: 'shonali', maintenance: { title: 'Upgrade', message: 'Back soon', until: '2099-05-01T10:00:00.000Z' } });
    const off = await sendOps(server.app, { method: 'DELETE', url: '/ops/brands/shonali/maintenance' });
    expect(off.json().value.maintenance).toBeNull();
    const again = await sendOps(server.app, { method: 'DELETE', url: '/ops/brands/shonali/maintenance' });
    expect(again.statusCode).toBe(200);
    const actions = await selectOpsActions(server.db, 'SHONALI');
    expect(actions.map((action) => action.action)).toEqual(['maintenance.on', 'maintenance.off']);
  });

  it('refuse maintenance without a title, with an end in the past, or for an unknown brand', async () => {
    const noTitle = await sendOps(server.app, { method: 'POST', url: '/ops/brands/shonali/maintenance', payload: { message: 'm' } });
    expect(noTitle.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'title' }] });
    const past = await sendOps(server.app, { method: 'POST', url: '/ops/brands/shonali/maintenance', payload: { title: 't', message: 'm', until: '2001-01-01T00:00:00Z' } });
    expect(past.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'until' }] });
    const unknown = await sendOps(server.app, { method: 'POST', url: '/ops/brands/atlantis/maintenance', payload: { title: 't', message: 'm' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('atlantis');
  });

  it('add, list and remove region blocks, normalizing what was typed', async () => {
    const added = await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/region-blocks', payload: { cidr: '10.1.2.3/8' } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value.added.cidr).toBe('10.0.0.0/8');
    await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/region-blocks', payload: { cidr: '2001:DB8::/32' } });
    const twice = await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/region-blocks', payload: { cidr: '10.0.0.0/8' } });
    expect(twice.json().value.blocks).toHaveLength(2);

    const listed = await sendOps(server.app, { url: '/ops/brands/northstar/region-blocks' });
    expect(listed.json().value.blocks.map((block: { cidr: string }) => block.cidr)).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    const otherBrand = await sendOps(server.app, { url: '/ops/brands/shonali/region-blocks' });
    expect(otherBrand.json().value.blocks).toEqual([]);

    const removed = await sendOps(server.app, { method: 'DELETE', url: `/ops/brands/northstar/region-blocks?cidr=${encodeURIComponent('10.0.0.0/8')}` });
    expect(removed.json().value).toMatchObject({ removed: '10.0.0.0/8', blocks: [{ cidr: '2001:db8::/32' }] });
    const missing = await sendOps(server.app, { method: 'DELETE', url: '/ops/brands/northstar/region-blocks?cidr=10.0.0.0/8' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('10.0.0.0/8 is not blocked');
  });

  it('refuse garbage instead of an address with a clear message', async () => {
    const response = await sendOps(server.app, { method: 'POST', url: '/ops/brands/shonali/region-blocks', payload: { cidr: '300.1.2.3/24' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'cidr', message: '"300.1.2.3" is not an IPv4 address: 300 is larger than 255' }] });
  });
});
