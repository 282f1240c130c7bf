/** Bets and movements keep arriving while the agent looks; a page older than this is asked again on the next look. */
export const REPORT_STALE_MS = 15_000;
