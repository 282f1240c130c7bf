import type { ReactNode } from 'react';

/* Line drawings for empty and notice states: every browser draws them, unlike emoji or rare symbols. */
function Emblem({ children }: { children: ReactNode }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const HeartEmblem = () => (
  <Emblem>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  </Emblem>
);

export const HistoryEmblem = () => (
  <Emblem>
    <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.7M4 4v4.7h4.7M12 8v4.5l3 2" />
  </Emblem>
);

export const SearchEmblem = () => (
  <Emblem>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Emblem>
);

export const WrenchEmblem = () => (
  <Emblem>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 12.6a6 6 0 0 1-7.8 1.3L6 21.1a2 2 0 0 1-2.9-2.8l7.2-7.3A6 6 0 0 1 11.6 3l1.3 1.3a4 4 0 0 0 1.8 2Z" />
  </Emblem>
);

export const QuestionEmblem = () => (
  <Emblem>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.4M12 17h.01" />
  </Emblem>
);

export const CardsEmblem = () => (
  <Emblem>
    <rect x="3" y="6" width="12" height="15" rx="2" />
    <path d="M8 3h11a2 2 0 0 1 2 2v13" />
  </Emblem>
);
