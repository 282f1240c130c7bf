/** Banners and notices as they are written into the database (demo data, later an editor). */
export interface BannerEntry {
  id: string;
  groupName: string;
  titleEn: string;
  titleBn: string;
  linkUrl: string | null;
  linkageType: 'none' | 'internal' | 'external';
}

export type NoticeKind = 'PL' | 'PU' | 'PR';

export interface NoticeEntry {
  id: string;
  kind: NoticeKind;
  titleEn: string;
  titleBn: string;
  contentEn: string;
  contentBn: string;
}

export interface AnnouncementSet {
  banners: BannerEntry[];
  notices: NoticeEntry[];
}

/** The banner group of the home page (SPEC §3 groupName). */
export const HOME_BANNER_GROUP = 'w_home';
