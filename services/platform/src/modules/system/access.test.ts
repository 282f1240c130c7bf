import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { FakeClock } from '../../../testing/fake-clock';
import { buildTestApp, send, sendOps } from '../../../testing/test-app';
import { ACCESS_TTL_MS } from './access-rules';

const OPEN_CALLS = ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/domainRoute', '/wps/system/permission'];
const GUARDED_CALLS = ['/wps/system/setting/register', '/lgw/games/game_menus', '/wps/relay/MCSFE_getListAnnouncements'];

describe('maintenance and region restriction', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new FakeClock();

  const maintenanceOn = async (code: string, until?: string) => {
    const response = await sendOps(app, { method: 'POST', url: `/ops/brands/${code}/maintenance`, payload: { title: 'Upgrade', message: 'Back at six', ...(until ? { until } : {}) } });
    expect(response.statusCode).toBe(200);
  };
  const block = async (code: string, cidr: string) => {
    const response = await sendOps(app, { method: 'POST', url: `/ops/brands/${code}/region-blocks`, payload: { cidr } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const status = (host: string, ip: string) => send(app, { url: '/wps/system/status', host, ip }).then((response) => response.json().value);

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db, { clock });
  });
  afterEach(async () => {
    await database.db.query('DELETE FROM maintenance_windows');
    await database.db.query('DELETE FROM region_blocks');
    // a change made behind the server's back, as another instance would make it, shows once the held rules are renewed
    clock.advance(ACCESS_TTL_MS);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('puts one brand in maintenance and leaves the other open', async () => {
    await maintenanceOn('shonali', '2099-01-01T06:00:00+06:00');
    expect(await status('shonali.localhost', '192.0.2.1')).toEqual({
      status: 1,
      ip: '192.0.2.1',
      maintenance: { title: 'Upgrade', message: 'Back at six', until: '2099-01-01T00:00:00.000Z' },
    });
    expect((await status('northstar.localhost', '192.0.2.1')).status).toBe(0);
  });

  it('refuses guarded calls with MAINTENANCE and keeps the open ones answering', async () => {
    await maintenanceOn('northstar');
    for (const url of GUARDED_CALLS) {
      const response = await send(app, { url, host: 'northstar.localhost' });
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toMatchObject({ success: false, code: 'MAINTENANCE' });
    }
    for (const url of OPEN_CALLS) {
      const response = await send(app, { url, host: 'northstar.localhost' });
      expect(response.statusCode, url).toBe(200);
    }
    const permission = await send(app, { url: '/wps/system/permission', host: 'northstar.localhost' });
    expect(permission.json().value.maintenance).toMatchObject({ title: 'Upgrade', until: null });
  });

  it('ends maintenance', async () => {
    await maintenanceOn('shonali');
    const off = await sendOps(app, { method: 'DELETE', url: '/ops/brands/shonali/maintenance' });
    expect(off.json().value.maintenance).toBeNull();
    expect((await status('shonali.localhost', '192.0.2.1')).status).toBe(0);
    expect((await send(app, { url: '/lgw/games/game_menus', host: 'shonali.localhost' })).statusCode).toBe(200);
  });

  it('blocks an exact IPv4 address and nobody else', async () => {
    await block('shonali', '203.0.113.7');
    expect(await status('shonali.localhost', '203.0.113.7')).toEqual({ status: 2, ip: '203.0.113.7', maintenance: null });
    expect((await status('shonali.localhost', '203.0.113.8')).status).toBe(0);
    expect((await status('northstar.localhost', '203.0.113.7')).status).toBe(0);
    const refused = await send(app, { url: '/lgw/games/game_menus', host: 'shonali.localhost', ip: '203.0.113.7' });
    expect(refused.statusCode).toBe(451);
    expect(refused.json()).toMatchObject({ code: 'REGION_RESTRICTED' });
    expect(refused.json().message).toContain('203.0.113.7');
  });

  it('blocks a whole IPv4 network, also for callers seen through a dual-stack socket', async () => {
    await block('northstar', '198.51.100.0/24');
    expect((await status('northstar.localhost', '198.51.100.200')).status).toBe(2);
    expect((await status('northstar.localhost', '::ffff:198.51.100.9')).status).toBe(2);
    expect((await status('northstar.localhost', '198.51.101.1')).status).toBe(0);
  });

  it('blocks IPv6 addresses and networks', async () => {
    await block('shonali', '2001:db8:abcd::/48');
    await block('shonali', '2001:db8:1::42');
    expect((await status('shonali.localhost', '2001:db8:abcd:12::1')).status).toBe(2);
    expect((await status('shonali.localhost', '2001:db8:1::42')).status).toBe(2);
    expect((await status('shonali.localhost', '2001:db8:1::43')).status).toBe(0);
    expect((await status('shonali.localhost', '192.0.2.1')).status).toBe(0);
    const permission = await send(app, { url: '/wps/system/permission', host: 'shonali.localhost', ip: '2001:db8:abcd::5' });
    expect(permission.json().value.regionRestriction).toEqual({ restricted: true, ip: '2001:db8:abcd::5' });
  });

  it('lets maintenance win over a region block', async () => {
    await block('shonali', '192.0.2.0/24');
    await maintenanceOn('shonali');
    expect((await status('shonali.localhost', '192.0.2.50')).status).toBe(1);
    const refused = await send(app, { url: '/wps/relay/MCSFE_getListAnnouncements', host: 'shonali.localhost', ip: '192.0.2.50' });
    expect(refused.statusCode).toBe(503);
    const permission = (await send(app, { url: '/wps/system/permission', host: 'shonali.localhost', ip: '192.0.2.50' })).json().value;
    expect(permission.maintenance).not.toBeNull();
    expect(permission.regionRestriction.restricted).toBe(true);
  });

  it('sees another instance’s change once its held rules are renewed, and its own at once', async () => {
    expect((await status('shonali.localhost', '192.0.2.1')).status).toBe(0);
    expect((await status('northstar.localhost', '192.0.2.1')).status).toBe(0);
    await database.db.query("INSERT INTO maintenance_windows (merchant_code, title, message) VALUES ('SHONALI', 'Elsewhere', 'Set by another instance')");
    await database.db.query("INSERT INTO region_blocks (merchant_code, network) VALUES ('NORTHSTAR', '192.0.2.0/24')");
    expect((await status('northstar.localhost', '192.0.2.1')).status).toBe(0);
    clock.advance(ACCESS_TTL_MS - 1);
    expect((await status('shonali.localhost', '192.0.2.1')).status).toBe(0);
    clock.advance(1);
    expect(await status('shonali.localhost', '192.0.2.1')).toMatchObject({ status: 1, maintenance: { title: 'Elsewhere' } });
    expect((await status('northstar.localhost', '192.0.2.1')).status).toBe(2);
    const off = await sendOps(app, { method: 'DELETE', url: '/ops/brands/shonali/maintenance' });
    expect(off.statusCode).toBe(200);
    expect((await status('shonali.localhost', '192.0.2.1')).status).toBe(0);
  });

  it('takes the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    await block('shonali', '203.0.113.0/24');
    const direct = await send(app, { url: '/wps/system/status', host: 'shonali.localhost', ip: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(direct.json().value).toMatchObject({ status: 0, ip: '10.0.0.2' });

    const proxied = await buildTestApp(database.db, { trustProxy: ['10.0.0.0/8'] });
    try {
      const response = await send(proxied, { url: '/wps/system/status', host: 'shonali.localhost', ip: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(response.json().value).toMatchObject({ status: 2, ip: '203.0.113.5' });
    } finally {
      await proxied.close();
    }
  });
});
