import type { PromotionCategory } from '@croupier/contract';

/**
 * The drawn banner's colours and emblem per category, for a promotion whose operator gave no picture.
 * Fixed colours, as a printed banner has: white on a deep gradient reads on light and dark pages alike.
 */
export const CATEGORY_GRADIENTS: Record<PromotionCategory, readonly [string, string, string]> = {
  WELCOME: ['#6a1b9a', '#c2185b', '#ff8a65'],
  DEPOSIT: ['#0b5d3b', '#13885a', '#f2c14e'],
  DAILY: ['#0d47a1', '#1e88e5', '#4dd0e1'],
  CASINO: ['#3e0a0a', '#8e1b1b', '#d4a017'],
  SLOTS: ['#4a148c', '#7b1fa2', '#ffca28'],
  SPORTS: ['#1b5e20', '#2e7d32', '#c0ca33'],
  OTHER: ['#263238', '#455a64', '#90a4ae'],
};

const PATHS: Record<PromotionCategory, string> = {
  // a gift box
  WELCOME: 'M8 22h48v10H8zM12 32h40v24H12zM30 22h4v34h-4zM32 22c-4-10-16-12-16-4 0 4 8 4 16 4zM32 22c4-10 16-12 16-4 0 4-8 4-16 4z',
  // a stack of coins
  DEPOSIT: 'M14 44c0-3 8-6 18-6s18 3 18 6-8 6-18 6-18-3-18-6zM14 44v6c0 3 8 6 18 6s18-3 18-6v-6M14 34c0-3 8-6 18-6s18 3 18 6-8 6-18 6-18-3-18-6zM14 34v6M50 34v6M20 20c0-3 6-6 14-6s14 3 14 6-6 6-14 6-14-3-14-6zM20 20v6M48 20v6',
  // a calendar with a tick
  DAILY: 'M10 16h44v40H10zM10 26h44M20 10v10M44 10v10M22 42l7 7 14-14',
  // a playing card and a chip
  CASINO: 'M14 12h26v38H14zM27 24l6 7-6 7-6-7zM46 30a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM46 35v10M41 40h10',
  // three reels with a seven
  SLOTS: 'M8 16h48v32H8zM24 16v32M40 16v32M12 26h8l-5 14M28 26h8l-5 14M44 26h8l-5 14M28 52h8v6h-8z',
  // a ball
  SPORTS: 'M32 10a22 22 0 1 1 0 44 22 22 0 0 1 0-44zM32 22l9 6-3 11H26l-3-11zM32 22v-12M41 28l11-4M38 39l6 10M26 39l-6 10M23 28l-11-4',
  // a star
  OTHER: 'M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z',
};

/** The category's emblem, drawn in line art. */
export function CategoryEmblem({ category, className }: { category: PromotionCategory; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <path d={PATHS[category]} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
