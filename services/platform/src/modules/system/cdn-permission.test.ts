import { describe, expect, it } from 'vitest';
import { getPermission } from '@croupier/contract';
import { send, useTestServer } from '../../../testing/test-app';

const IMAGE_CDNS = ['https://img1.example.com', 'http://127.0.0.1:8190'];
const LAUNCH_GAME_CDNS = ['https://play.example.com'];

const permissionOf = async (server: { app: Parameters<typeof send>[0] }, host: string, headers: Record<string, string> = {}) => {
  const response = await send(server.app, { url: '/wps/system/permission', host, headers });
  expect(response.statusCode, response.body).toBe(200);
  return getPermission.value.parse(response.json().value).info;
};

describe('image and launch hosts in the permission answer (SPEC §3, §9)', () => {
  describe('with IMAGE_CDNS and LAUNCH_GAME_CDNS set', () => {
    const server = useTestServer({ cdnOrigins: { image: IMAGE_CDNS, launch: LAUNCH_GAME_CDNS } });

    it('answers the operator’s lists on every brand host', async () => {
      for (const host of ['shonali.localhost:8080', 'northstar.localhost:8080', 'shonali.example']) {
        const info = await permissionOf(server, host);
        expect(info.imageCDNs, host).toEqual(IMAGE_CDNS);
        expect(info.launchGameCDNs, host).toEqual(LAUNCH_GAME_CDNS);
      }
    });

    it('lets pages load art from the listed image hosts', async () => {
      const page = await send(server.app, { url: '/', host: 'shonali.localhost:8080' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("img-src 'self' data: https://img1.example.com http://127.0.0.1:8190;");
      expect(policy).toContain("script-src 'self';");
    });
  });

  describe('with neither set (the demo)', () => {
    const server = useTestServer();

    it('answers the origin the caller reached, on any brand host', async () => {
      expect(await permissionOf(server, 'shonali.localhost:8710')).toMatchObject({ imageCDNs: ['http://shonali.localhost:8710'], launchGameCDNs: ['http://shonali.localhost:8710'] });
      expect(await permissionOf(server, 'northstar.localhost')).toMatchObject({ imageCDNs: ['http://northstar.localhost'], launchGameCDNs: ['http://northstar.localhost'] });
      expect(await permissionOf(server, 'shonali.example')).toMatchObject({ imageCDNs: ['http://shonali.example'] });
    });

    it('believes a forwarded scheme and host only from a trusted proxy', async () => {
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shonali.example' };
      expect((await permissionOf(server, 'shonali.localhost:8080', forwarded)).imageCDNs).toEqual(['http://shonali.localhost:8080']);
    });

    it('keeps pages to their own images', async () => {
      const page = await send(server.app, { url: '/', host: 'shonali.localhost:8080' });
      expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data:;");
    });
  });

  describe('behind a trusted proxy, with neither set', () => {
    const server = useTestServer({ trustProxy: ['127.0.0.1'] });

    it('answers the origin the player reached the proxy on', async () => {
      const info = await permissionOf(server, 'shonali.localhost:8080', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shonali.example' });
      expect(info.imageCDNs).toEqual(['https://shonali.example']);
      expect(info.launchGameCDNs).toEqual(['https://shonali.example']);
    });
  });
});
