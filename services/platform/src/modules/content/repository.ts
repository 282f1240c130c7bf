import type { Queryable } from '../../db/database';
import type { AnnouncementSet, NoticeKind } from './announcements';

export interface BannerRow {
  banner_id: string;
  group_name: string;
  title_en: string;
  title_bn: string;
  link_url: string | null;
  linkage_type: 'none' | 'internal' | 'external';
}

export interface NoticeRow {
  notice_id: string;
  kind: NoticeKind;
  title_en: string;
  title_bn: string;
  content_en: string;
  content_bn: string;
}

export async function selectBanners(db: Queryable, merchantCode: string, groupName: string): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `SELECT banner_id, group_name, title_en, title_bn, link_url, linkage_type
       FROM banners WHERE merchant_code = $1 AND group_name = $2 ORDER BY sort_order`,
    [merchantCode, groupName],
  );
  return rows;
}

export async function selectNotices(db: Queryable, merchantCode: string): Promise<NoticeRow[]> {
  const { rows } = await db.query<NoticeRow>(
    `SELECT notice_id, kind, title_en, title_bn, content_en, content_bn
       FROM notices WHERE merchant_code = $1 ORDER BY sort_order, published_at DESC`,
    [merchantCode],
  );
  return rows;
}

export async function insertAnnouncements(tx: Queryable, merchantCode: string, set: AnnouncementSet): Promise<void> {
  for (const [order, banner] of set.banners.entries()) {
    await tx.query(
      `INSERT INTO banners (merchant_code, banner_id, group_name, title_en, title_bn, link_url, linkage_type, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [merchantCode, banner.id, banner.groupName, banner.titleEn, banner.titleBn, banner.linkUrl, banner.linkageType, order],
    );
  }
  for (const [order, notice] of set.notices.entries()) {
    await tx.query(
      `INSERT INTO notices (merchant_code, notice_id, kind, title_en, title_bn, content_en, content_bn, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [merchantCode, notice.id, notice.kind, notice.titleEn, notice.titleBn, notice.contentEn, notice.contentBn, order],
    );
  }
}

/** A banner's link, which its picture is drawn from; null when no merchant has a banner of that id. */
export async function selectBannerLink(db: Queryable, bannerId: string): Promise<string | null> {
  const { rows } = await db.query<{ link_url: string | null }>('SELECT link_url FROM banners WHERE banner_id = $1 ORDER BY merchant_code LIMIT 1', [bannerId]);
  const [row] = rows;
  return row ? (row.link_url ?? '') : null;
}
