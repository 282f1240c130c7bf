import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { HeldCopies } from '../../held-copies';
import { HOME_BANNER_GROUP } from './announcements';
import { selectBanners, selectNotices, type BannerRow, type NoticeRow } from './repository';

/** Banners and notices change by hand and seldom; every home page asks for them. */
export const ANNOUNCEMENTS_TTL_MS = 30_000;

export interface AnnouncementRows {
  banners: BannerRow[];
  notices: NoticeRow[];
}

/** Each merchant's home banners and notices, held in this process so the home page costs no round trip. */
export class HeldAnnouncements extends HeldCopies<AnnouncementRows> {
  constructor(db: Queryable, clock: Clock, ttlMs: number = ANNOUNCEMENTS_TTL_MS) {
    super(
      async (merchantCode) => {
        const [banners, notices] = await Promise.all([selectBanners(db, merchantCode, HOME_BANNER_GROUP), selectNotices(db, merchantCode)]);
        return { banners, notices };
      },
      clock,
      ttlMs,
    );
  }
}
