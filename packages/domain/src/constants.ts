/** Business constants and limits of SPEC §9, one name each. */
export const PAGE_SIZE_GAMES = 20;
/** A caller may ask for game pages of up to 100. */
export const MAX_PAGE_SIZE_GAMES = 100;
export const PAGE_SIZE_RECENT = 20;
export const PAGE_SIZE_WINNERS = 20;
export const PAGE_SIZE_FAVOURITES = 999;
export const PAGE_SIZE_ANNOUNCEMENT_POPUP = 9;
export const PAGER_VISIBLE_PAGES = 5;
export const PAGER_MARGIN_PAGES = 1;

export const HOME_VENDOR_ROW_LIMIT = 12;
export const BIGGEST_WINS_SHOWN = 9;

export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
export const THROTTLE_MS = 1000;
export const MODAL_FADE_MS = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REMEMBER_LOGIN_MS = 24 * 60 * 60 * 1000;

export const SMS_LOCKOUT_MS = 5 * 60 * 1000;
export const SMS_SECONDS_PER_EXPIRY_MINUTE = 60;
export const REALTIME_SALARY_PERIOD_MS = 5 * 60 * 1000;

export const AGE_GATE_YEARS = 18;
export const REMARK_MAX_CHARS = 140;
export const FEEDBACK_MIN_CHARS = 20;
export const FEEDBACK_MAX_CHARS = 200;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
