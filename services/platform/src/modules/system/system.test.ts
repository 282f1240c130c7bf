import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { getPermission, getRegisterSettings, getSystemStatus, getWhitelabel, envelopeSchema, type WhitelabelNode } from '@croupier/contract';
import { GOOD_PASSWORD, createMember, loginToken, nextIp, nextUsername } from '../../../testing/accounts';
import { useTestServer, repoBrand, send } from '../../../testing/test-app';
import { originAtPort } from '../brands';

const shonali = repoBrand('shonali');
const northstar = repoBrand('northstar');

function flatten(nodes: WhitelabelNode[]): Map<string, boolean> {
  const all = new Map<string, boolean>();
  const walk = (list: WhitelabelNode[]) => {
    for (const node of list) {
      all.set(node.modId, node.enabled);
      walk(node.childrenNodes);
    }
  };
  walk(nodes);
  return all;
}

describe('system calls', () => {
  const server = useTestServer();


  // mainOrigin: the local origin as the caller reaches it (an injected request has no port of its own)
  describe.each([
    { brand: shonali, how: 'Host on a test port', request: { host: 'shonali.localhost:5173' }, mainOrigin: 'http://shonali.localhost:5173' },
    { brand: shonali, how: 'production domain', request: { host: 'shonali.example' }, mainOrigin: shonali.origins[0] },
    { brand: northstar, how: 'Merchant header', request: { host: 'localhost:8080', merchant: 'NORTHSTAR' }, mainOrigin: 'http://northstar.localhost:8080' },
    { brand: northstar, how: 'origin host', request: { host: 'northstar.localhost:8080' }, mainOrigin: 'http://northstar.localhost:8080' },
  ])('$brand.code by $how', ({ brand, request, mainOrigin }) => {
    it('answers the system status with the caller ip', async () => {
      const response = await send(server.app, { ...request, url: '/wps/system/status', ip: '198.51.100.20' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, value: { status: 0, ip: '198.51.100.20', maintenance: null } });
      expect(envelopeSchema(getSystemStatus.value).safeParse(response.json()).success).toBe(true);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('builds the whitelabel tree from the feature flags', async () => {
      const response = await send(server.app, { ...request, url: '/wps/system/whitelabel' });
      const value = getWhitelabel.value.parse(response.json().value);
      expect(value.merchantCode).toBe(brand.merchantCode);
      expect(value.displayName).toBe(brand.displayName);
      const modules = flatten(value.modules);
      for (const [flag, enabled] of Object.entries(brand.features)) expect(modules.get(flag), flag).toBe(enabled);
      expect(modules.get('home')).toBe(true);
    });

    it('lists the brand origins and domains', async () => {
      const response = await send(server.app, { ...request, url: '/wps/system/domainRoute' });
      const value = response.json().value;
      expect(value.mainDomain).toBe(brand.domains[0]);
      expect(value.domains[0]).toEqual({ origin: mainOrigin, kind: 'main' });
      expect(value.domains).toContainEqual({ origin: `https://${brand.domains[0]}`, kind: 'production' });
    });

    it('gives register settings that follow the registration flags', async () => {
      const response = await send(server.app, { ...request, url: '/wps/system/setting/register' });
      const value = getRegisterSettings.value.parse(response.json().value);
      expect(value.methods).toEqual({ username: brand.features.usernameRegistration, mobile: brand.features.mobileRegistration });
      const rule = (field: string) => value.fields.find((each) => each.field === field);
      expect(rule('username')).toMatchObject({ patternId: 'letterFirstAlnum', minLength: 6, maxLength: 16 });
      expect(rule('password')).toMatchObject({ visible: true, required: true, patternId: 'strongPassword', minLength: 8, maxLength: 20 });
      expect(rule('mobileNum')).toMatchObject({ visible: brand.features.mobileRegistration, patternId: 'digits', minLength: 10, maxLength: 11 });
      expect(rule('verificationCode')?.visible).toBe(brand.features.smsVerification);
    });

    it('answers the permission bundle', async () => {
      const response = await send(server.app, { ...request, url: '/wps/system/permission?lang=en', ip: '203.0.113.9' });
      const value = getPermission.value.parse(response.json().value);
      expect(value.location.ip).toBe('203.0.113.9');
      expect(value.regionRestriction).toEqual({ restricted: false, ip: '203.0.113.9' });
      expect(value.maintenance).toBeNull();
      expect(value.info.mainDomain).toBe(brand.domains[0]);
      expect(value.info.analytics.gtagId).toBeNull();
      // No IMAGE_CDNS or LAUNCH_GAME_CDNS here: art and launches come from the origin the caller reached.
      expect(value.info.imageCDNs).toEqual([`http://${request.host}`]);
      expect(value.info.launchGameCDNs).toEqual([`http://${request.host}`]);
      expect(value.info.customerService.filter((entry) => entry.kind === 'telegram').map((entry) => entry.url)).toEqual(brand.customerService.telegram);
      expect(value.info.resources.find((resource) => resource.resourceType === 'ANDROID')?.url).toBe(brand.appDownload.android);
      expect(value.info.register.methods.mobile).toBe(brand.features.mobileRegistration);
    });
  });

  it('gives the local origins at the port the platform was reached on, not the brand file’s', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    expect(port).not.toBe(8080);
    const ask = (host: string, pathname = '/wps/system/domainRoute') =>
      new Promise<unknown>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () => resolve((JSON.parse(body) as { value: unknown }).value));
        });
        request.on('error', reject);
      });
    const expected = {
      mainDomain: shonali.domains[0],
      domains: [
        ...shonali.origins.map((origin, index) => ({ origin: originAtPort(origin, port), kind: index === 0 ? 'main' : 'mirror' })),
        ...shonali.domains.map((domain) => ({ origin: `https://${domain}`, kind: 'production' })),
      ],
    };
    expect(expected.domains[0]).toEqual({ origin: `http://shonali.localhost:${port}`, kind: 'main' });
    expect(await ask(`shonali.localhost:${port}`)).toEqual(expected);
    // Asked on its public domain, through a proxy: the local origins still name the port the platform listens on.
    expect(await ask('shonali.example')).toEqual(expected);
    expect(((await ask(`shonali.localhost:${port}`, '/wps/system/permission')) as { info: { domainRoute: unknown } }).info.domainRoute).toEqual(expected);
  });

  it('tells the two brands apart', async () => {
    const [a, b] = await Promise.all([
      send(server.app, { url: '/wps/system/setting/register', host: 'shonali.localhost' }),
      send(server.app, { url: '/wps/system/setting/register', host: 'northstar.localhost' }),
    ]);
    expect(a.json().value.methods.mobile).toBe(true);
    expect(b.json().value.methods.mobile).toBe(false);
    expect(a.json().value.smsVerification).toBe(true);
    expect(b.json().value.smsVerification).toBe(false);
  });

  it('takes the brand from a brand host alone: a Merchant header of another brand is refused, its own is fine', async () => {
    const conflicting = await send(server.app, { url: '/wps/system/whitelabel', host: 'shonali.localhost', merchant: 'northstar' });
    expect(conflicting.statusCode).toBe(421);
    expect(conflicting.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
    const own = await send(server.app, { url: '/wps/system/whitelabel', host: 'shonali.localhost', merchant: 'shonali' });
    expect(own.json().value.merchantCode).toBe('SHONALI');
  });

  it('never lets a session of one brand work on another brand\'s origin through the Merchant header', async () => {
    const username = nextUsername();
    await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 0 });
    const token = await loginToken(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() });
    const headers = { authorization: `Bearer ${token}` };
    const onShonali = await send(server.app, { url: '/wps/member/info', host: 'shonali.localhost', merchant: 'NORTHSTAR', headers });
    expect(onShonali.statusCode).toBe(421);
    expect(onShonali.json().code).toBe('UNKNOWN_MERCHANT');
    const onNorthstar = await send(server.app, { url: '/wps/member/info', host: 'northstar.localhost', merchant: 'NORTHSTAR', headers });
    expect(onNorthstar.statusCode, onNorthstar.body).toBe(200);
  });

  it('refuses an unknown host without a Merchant header', async () => {
    const response = await send(server.app, { url: '/wps/system/status', host: 'elsewhere.example:8080' });
    expect(response.statusCode).toBe(421);
    expect(response.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
    expect(response.json().message).toContain('elsewhere.example:8080');
  });

  it('refuses a Merchant header that names no merchant, even on a brand host', async () => {
    const response = await send(server.app, { url: '/wps/system/status', host: 'shonali.localhost', merchant: 'NOPE' });
    expect(response.statusCode).toBe(421);
    expect(response.json().message).toContain('NOPE');
  });

  it('answers the health check on any host', async () => {
    const response = await send(server.app, { url: '/healthz', host: '127.0.0.1:8190' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('reads an IPv4 caller on a dual-stack socket as IPv4', async () => {
    const response = await send(server.app, { url: '/wps/system/status', host: 'shonali.localhost', ip: '::ffff:192.0.2.33' });
    expect(response.json().value.ip).toBe('192.0.2.33');
  });
});
