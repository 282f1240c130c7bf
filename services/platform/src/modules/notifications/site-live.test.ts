import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, liveUrlOf } from '../../../testing/live';
import { newPlayer } from '../../../testing/play';
import { send, sendOps, useTestServer } from '../../../testing/test-app';

const OPEN = { status: 0, ip: '127.0.0.1', maintenance: null };

/** Decision 0020: every page's socket, a guest's too, hears its brand's status when an operator changes it. */
describe('the site status on the live socket', () => {
  // Behind a trusted proxy, so that a test can name each socket's address (X-Forwarded-For).
  const server = useTestServer({ liveHeartbeatMs: 100, trustProxy: true });
  let url: string;
  const clients: LiveClient[] = [];
  const open = (brand: string, options: { token?: string; ip?: string } = {}) => {
    const client = new LiveClient(url, brand, options);
    clients.push(client);
    return client;
  };
  const maintenance = (brand: string, on: boolean) =>
    sendOps(server.app, on ? { method: 'POST', url: `/ops/brands/${brand}/maintenance`, payload: { title: 'Upgrade', message: 'Back at six' } } : { method: 'DELETE', url: `/ops/brands/${brand}/maintenance` });

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = liveUrlOf(server.app);
  });
  afterEach(async () => {
    await maintenance('shonali', false);
    await maintenance('northstar', false);
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('tells a guest and a member of the brand at once when maintenance starts and ends, and another brand nothing', async () => {
    const player = await newPlayer(server.app);
    const guest = open('shonali');
    const member = open('shonali', { token: player.token });
    const otherBrand = open('northstar');
    await member.signedIn();
    for (const socket of [guest, member, otherBrand]) expect(await socket.next('site')).toEqual({ type: 'site', status: OPEN });
    const otherSeen = otherBrand.messages.length;

    expect((await maintenance('shonali', true)).statusCode).toBe(200);
    const closed = { status: 1, ip: '127.0.0.1', maintenance: { title: 'Upgrade', message: 'Back at six', until: null } };
    for (const socket of [guest, member]) expect(await socket.next('site', (message) => message.status.status === 1)).toEqual({ type: 'site', status: closed });

    const seen = guest.messages.length;
    expect((await maintenance('shonali', false)).statusCode).toBe(200);
    expect(await guest.next('site', () => true, seen)).toEqual({ type: 'site', status: OPEN });
    // Switching off what is off changes nothing and tells nobody.
    await maintenance('shonali', false);
    await sleep(200);
    expect(guest.messages.slice(seen)).toHaveLength(1);
    expect(otherBrand.messages.slice(otherSeen)).toEqual([]);
    expect(member.closed).toBeNull();
  });

  it('works a region block out for each socket’s own address', async () => {
    const blocked = open('northstar', { ip: '198.51.100.7' });
    const elsewhere = open('northstar', { ip: '203.0.113.9' });
    await blocked.next('site');
    await elsewhere.next('site');
    const seen = { blocked: blocked.messages.length, elsewhere: elsewhere.messages.length };

    const added = await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/region-blocks', payload: { cidr: '198.51.100.0/24' } });
    expect(added.statusCode, added.body).toBe(200);
    expect(await blocked.next('site', () => true, seen.blocked)).toEqual({ type: 'site', status: { status: 2, ip: '198.51.100.7', maintenance: null } });
    expect(await elsewhere.next('site', () => true, seen.elsewhere)).toEqual({ type: 'site', status: { status: 0, ip: '203.0.113.9', maintenance: null } });

    const removed = await sendOps(server.app, { method: 'DELETE', url: `/ops/brands/northstar/region-blocks?cidr=${encodeURIComponent('198.51.100.0/24')}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await blocked.next('site', (message) => message.status.status === 0, seen.blocked)).toMatchObject({ status: { ip: '198.51.100.7' } });
  });

  it('keeps a member’s socket open through maintenance, for the site status, and signs it in once the site opens', async () => {
    const player = await newPlayer(server.app);
    await maintenance('shonali', true);
    const socket = open('shonali', { token: player.token });
    expect(await socket.next('error')).toMatchObject({ code: 'MAINTENANCE', message: 'Upgrade: Back at six' });
    expect(socket.of('site').map((message) => message.status.status)).toEqual([1]);
    expect(socket.of('unread')).toEqual([]);

    const seen = socket.messages.length;
    await maintenance('shonali', false);
    await socket.next('site', (message) => message.status.status === 0, seen);
    expect(socket.closed).toBeNull();
    socket.send({ type: 'auth', token: player.token });
    expect(await socket.next('unread')).toEqual({ type: 'unread', count: 0 });
  });

  it('lets the status call answer the change at once on the instance that heard it', async () => {
    const host = 'northstar.localhost';
    expect((await send(server.app, { url: '/wps/system/status', host })).json().value.status).toBe(0);
    const guest = open('northstar');
    await guest.next('site');
    const seen = guest.messages.length;
    await maintenance('northstar', true);
    await guest.next('site', () => true, seen);
    expect((await send(server.app, { url: '/wps/system/status', host })).json().value.status).toBe(1);
  });
});
