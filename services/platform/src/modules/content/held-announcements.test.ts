import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../testing/fake-clock';
import { send, useTestServer } from '../../../testing/test-app';
import { ANNOUNCEMENTS_TTL_MS } from './held-announcements';

describe('held banners and notices', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const firstBanner = async () =>
    (await send(server.app, { url: '/wps/relay/MCSFE_getListAnnouncements?types=B&language=en', host: 'shonali.localhost' })).json().value.banners[0].title as string;

  it('show an edit made in the database once the held copy is renewed', async () => {
    const before = await firstBanner();
    await server.db.query("UPDATE banners SET title_en = 'Edited elsewhere' WHERE merchant_code = 'SHONALI' AND banner_id = 'shonali-welcome'");
    clock.advance(ANNOUNCEMENTS_TTL_MS - 1);
    expect(await firstBanner()).toBe(before);
    clock.advance(1);
    expect(await firstBanner()).toBe('Edited elsewhere');
  });
});
