import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBrand, type Brand } from '@croupier/brand-config';
import { readMigrationFiles } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { buildTestApp, repoBrand } from '../../../testing/test-app';
import type { AnnouncementSet } from '../content';
import { demoAnnouncementsFor } from './announcements';

/**
 * Pages a banner may open: those the brand sites draw today. Promotions, the points mall, rewards and
 * referral pages still say "coming soon", so no banner leads there.
 */
const WORKING_PAGES = new Set(['/', '/bgs', '/bgs/crash', '/bgs/dice', '/bgs/mines', '/bgs/verify', '/rng', '/live', '/fish', '/member?page=depositv2', '/member?page=withdraw']);

/** Words for what the platform does not have: bonuses, limits, apps, schedules and service hours. */
const MISSING_FEATURES = /bonus|cashback|reload|deposit limit|\bapp\b|android|\bios\b|24 hours|every (day|monday|friday)|fridays|within (two|\d+) minutes|\bearn|season|kick-off|security centre/i;

function genericBrand(): Brand {
  const { $schema: _schema, ...shonali } = repoBrand('shonali');
  return parseBrand({ ...shonali, code: 'lakeside', merchantCode: 'LAKESIDE', displayName: 'Lakeside', origins: ['http://lakeside.localhost:8080'], domains: ['lakeside.example'] }, 'lakeside.json');
}

const SETS: [string, AnnouncementSet][] = [
  ['shonali', demoAnnouncementsFor(repoBrand('shonali'))],
  ['northstar', demoAnnouncementsFor(repoBrand('northstar'))],
  ['a brand added later', demoAnnouncementsFor(genericBrand())],
];

describe('demo announcements', () => {
  it.each(SETS)('of %s link only to pages that work, inside the site', (_brand, set) => {
    for (const banner of set.banners) {
      expect(banner.linkageType).not.toBe('external');
      if (banner.linkageType === 'internal') expect(WORKING_PAGES, banner.id).toContain(banner.linkUrl);
    }
  });

  it.each(SETS)('of %s promise nothing the platform does not have', (_brand, set) => {
    const texts = [...set.banners.map((banner) => banner.titleEn), ...set.notices.flatMap((notice) => [notice.titleEn, notice.contentEn])];
    for (const text of texts) expect(text).not.toMatch(MISSING_FEATURES);
  });

  it("say of deposits only what the brand's channels do", () => {
    for (const code of ['shonali', 'northstar']) {
      const brand = repoBrand(code);
      const names = (brand.cashier?.depositChannels ?? []).map((channel) => channel.name);
      const deposit = demoAnnouncementsFor(brand).banners.find((banner) => banner.linkUrl === '/member?page=depositv2');
      const named = (deposit?.titleEn ?? '').replace(/^Deposit with /, '').split(/ or /);
      for (const name of named) expect(names).toContain(name);
    }
  });
});

describe('the migration that rewrites the first demo announcements', () => {
  let database: TestDatabase;
  const first = {
    banners: [
      ['SHONALI', 'shonali-welcome', '100% welcome bonus'],
      ['SHONALI', 'shonali-cricket', 'Cricket season cashback'],
      ['SHONALI', 'shonali-refer', 'Invite friends, earn together'],
      ['NORTHSTAR', 'northstar-reload', 'Weekly 25% reload'],
      ['NORTHSTAR', 'northstar-live-fridays', 'Live casino Fridays'],
      ['NORTHSTAR', 'northstar-android', 'Get the Android app'],
    ],
    notices: [
      ['SHONALI', 'shonali-notice-deposit', 'Mobile wallet deposits now arrive within two minutes.'],
      ['SHONALI', 'shonali-notice-cricket', 'Bet on every match of the new season, live and before kick-off.'],
      ['NORTHSTAR', 'northstar-notice-hours', 'Live chat now answers 24 hours a day, every day.'],
      ['NORTHSTAR', 'northstar-notice-slots', 'Spinworks and Neon Reels add new games every Monday.'],
      ['NORTHSTAR', 'northstar-notice-limits', 'Set daily deposit limits in your account security centre.'],
    ],
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const app = await buildTestApp(database.db);
    await app.close();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('brings a database seeded with them to what is seeded now, keeping what an operator changed', async () => {
    // A database seeded before: the first wording, and one banner an operator has since edited.
    for (const [merchant, id, title] of first.banners) {
      await database.db.query('UPDATE banners SET title_en = $3 WHERE merchant_code = $1 AND banner_id = $2', [merchant, id, title]);
    }
    for (const [merchant, id, content] of first.notices) {
      await database.db.query('UPDATE notices SET content_en = $3 WHERE merchant_code = $1 AND notice_id = $2', [merchant, id, content]);
    }
    await database.db.query("UPDATE banners SET title_en = 'Edited by an operator' WHERE banner_id = 'northstar-android'");

    const migration = readMigrationFiles().find((file) => file.name === 'demo_announcements_promise_what_exists');
    expect(migration).toBeDefined();
    await database.db.exec(migration?.sql ?? '');

    for (const code of ['shonali', 'northstar']) {
      const brand = repoBrand(code);
      const seeded = demoAnnouncementsFor(brand);
      const { rows: banners } = await database.db.query<{ banner_id: string; title_en: string; title_bn: string; link_url: string | null }>(
        'SELECT banner_id, title_en, title_bn, link_url FROM banners WHERE merchant_code = $1 ORDER BY sort_order',
        [brand.merchantCode],
      );
      const expected = seeded.banners.map((banner) => ({ banner_id: banner.id, title_en: banner.titleEn, title_bn: banner.titleBn, link_url: banner.linkUrl }));
      if (code === 'northstar') {
        // An operator's edit stands.
        const edited = banners.find((banner) => banner.banner_id === 'northstar-android');
        expect(edited?.title_en).toBe('Edited by an operator');
        expect(banners.filter((banner) => banner.banner_id !== 'northstar-android')).toEqual(expected.filter((banner) => banner.banner_id !== 'northstar-android'));
      } else {
        expect(banners).toEqual(expected);
      }
      const { rows: notices } = await database.db.query<{ notice_id: string; title_en: string; content_en: string; content_bn: string }>(
        'SELECT notice_id, title_en, content_en, content_bn FROM notices WHERE merchant_code = $1 ORDER BY sort_order',
        [brand.merchantCode],
      );
      expect(notices).toEqual(seeded.notices.map((notice) => ({ notice_id: notice.id, title_en: notice.titleEn, content_en: notice.contentEn, content_bn: notice.contentBn })));
    }
  });
});
