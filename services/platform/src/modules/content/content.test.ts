import { describe, expect, it } from 'vitest';
import { getAnnouncements } from '@croupier/contract';
import { useTestServer, send } from '../../../testing/test-app';
import { ART_VERSION } from './art/art-store';

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  const server = useTestServer();

  const announcements = async (host: string, query = '') => {
    const response = await send(server.app, { url: `/wps/relay/MCSFE_getListAnnouncements${query}`, host });
    expect(response.statusCode, response.body).toBe(200);
    return getAnnouncements.value.parse(response.json().value);
  };


  it('gives three home banners and three notices per brand', async () => {
    for (const host of ['shonali.localhost', 'northstar.localhost']) {
      const value = await announcements(host);
      expect(value.banners).toHaveLength(3);
      expect(value.player).toHaveLength(3);
      expect(value.popup).toEqual([]);
      expect(value.promotion).toEqual([]);
      for (const banner of value.banners) {
        expect(banner.groupName).toBe('w_home');
        expect(banner.imageUrl).toBe(`/assets/art/banner/${banner.id}.svg?v=${ART_VERSION}`);
      }
    }
  });

  it('differs between the brands', async () => {
    const shonali = await announcements('shonali.localhost', '?language=en');
    const northstar = await announcements('northstar.localhost', '?language=en');
    const titles = (value: typeof shonali) => value.banners.map((banner) => banner.title);
    expect(titles(shonali)).not.toEqual(titles(northstar));
    expect(shonali.player.map((notice) => notice.id).some((id) => northstar.player.some((other) => other.id === id))).toBe(false);
  });

  it('answers in the asked language', async () => {
    const english = await announcements('shonali.localhost', '?language=en');
    const bengali = await announcements('shonali.localhost', '?language=bn');
    expect(english.banners[0]?.title).toBe('Crash, Dice and Mines');
    expect(bengali.banners[0]?.title).toBe('ক্র্যাশ, ডাইস ও মাইনস');
    expect(bengali.player[0]?.content).not.toBe(english.player[0]?.content);
  });

  it('gives only the asked announcement types', async () => {
    const onlyNotices = await announcements('shonali.localhost', '?types=PL&platform=W&execution=B');
    expect(onlyNotices.banners).toEqual([]);
    expect(onlyNotices.player).toHaveLength(3);
    const homeBanners = await announcements('shonali.localhost', '?types=H');
    expect(homeBanners.banners).toHaveLength(3);
    expect(homeBanners.player).toEqual([]);
  });

  it('refuses a malformed type list', async () => {
    const response = await send(server.app, { url: '/wps/relay/MCSFE_getListAnnouncements?types=B,XX', host: 'shonali.localhost' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'types' }] });
  });
});
