import type { Banner, Notice } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { artUrl } from './art/art-store';
import type { AnnouncementSet, NoticeKind } from './announcements';
import type { AnnouncementRows } from './held-announcements';
import { insertAnnouncements, type BannerRow, type NoticeRow } from './repository';

export interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Notice[];
  promotion: Notice[];
}

type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
const ALL_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

/** "B,PL" -> the set {B, PL}; no list means every type. The contract has already checked the shape. */
function typesOf(types: string | undefined): Set<string> {
  return new Set(types ? types.split(',') : ALL_TYPES);
}

function bannerOf(row: BannerRow, language: Language): Banner {
  const title = language === 'bn' ? row.title_bn : row.title_en;
  return { id: row.banner_id, groupName: row.group_name, title, imageUrl: artUrl('banner', row.banner_id), url: row.link_url, linkageType: row.linkage_type };
}

function noticeOf(row: NoticeRow, language: Language): Notice {
  return { id: row.notice_id, title: language === 'bn' ? row.title_bn : row.title_en, content: language === 'bn' ? row.content_bn : row.content_en };
}

/**
 * Home banners and notices in the asked language. B and H both ask for the home banners (the home
 * page sends H besides B); PL, PU and PR pick player notices, pop-ups and promotions.
 */
export function announcements({ banners, notices }: AnnouncementRows, language: Language, types: string | undefined): Announcements {
  const wanted = typesOf(types);
  const noticesOf = (kind: NoticeKind) => (wanted.has(kind) ? notices.filter((notice) => notice.kind === kind).map((notice) => noticeOf(notice, language)) : []);
  return {
    banners: wanted.has('B') || wanted.has('H') ? banners.map((banner) => bannerOf(banner, language)) : [],
    player: noticesOf('PL'),
    popup: noticesOf('PU'),
    promotion: noticesOf('PR'),
  };
}

export function seedAnnouncements(tx: Queryable, merchantCode: string, set: AnnouncementSet): Promise<void> {
  return insertAnnouncements(tx, merchantCode, set);
}
