import { REMEMBERED_KEYS } from '@croupier/brand-config/page';

/**
 * Keys of what the shell remembers in the browser. The page's boot script reads the first two before
 * any bundle runs, so a returning visitor's theme and language paint first time; it takes their names
 * from the same place.
 */
export const STORAGE_KEYS = {
  language: REMEMBERED_KEYS.language,
  theme: REMEMBERED_KEYS.theme,
  token: 'croupier.token',
  merchantCode: 'croupier.merchantCode',
  /** Member type of the session, so a reload knows agent and trial players before member info answers */
  memberType: 'croupier.memberType',
  /** SPEC §4 "cpw": a forced password change is still owed for this session */
  passwordChangeRequired: 'croupier.cpw',
  /** SPEC §2 header balance hidden ("1") or shown (absent), kept across visits like the theme */
  balanceHidden: 'croupier.balanceHidden',
  /** SPEC §9 the image and launch hosts this visit picked (sessionStorage: a new tab picks again) */
  cdnHosts: 'croupier.cdnHosts',
} as const;
