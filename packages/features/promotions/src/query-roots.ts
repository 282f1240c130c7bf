/** The summary call's name, its cache key's root as the promotion pages key it (a test holds it to the call's name). */
export const SUMMARY_QUERY_ROOT = 'getPromotionSummary';

/**
 * The member's data of this feature in the shared cache, dropped when the session ends so the next
 * member on the tab never sees it: the badges' summary, the lists with the member's states, the history.
 * A file of its own, with nothing else: the session's end is on every page, the first one too.
 */
export const PROMOTION_MEMBER_QUERY_ROOTS = [SUMMARY_QUERY_ROOT, 'getPromotions', 'getPromotion', 'getMyPromotionEntries'] as const;
