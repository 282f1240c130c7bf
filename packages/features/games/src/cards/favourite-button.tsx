import styled from 'styled-components';

const Button = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  /* A plain tint, not a blurred backdrop: a page shows dozens of cards, and each blur is a costly layer. */
  background: color-mix(in srgb, var(--color-background) 65%, transparent);
  color: #ffffff;
  cursor: pointer;
  transition: transform 120ms ease;
  &:hover {
    transform: scale(1.08);
  }
  &[aria-pressed='true'] {
    color: #ff4d6d;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

/**
 * The heart on a game card (SPEC §2); pressed when the game is one of the member's favourites. The
 * card gives the label: one translation hook per card rather than two, as a home page draws many.
 */
export function FavouriteButton({ favourite, label, onToggle }: { favourite: boolean; label: string; onToggle: () => void }) {
  return (
    <Button
      type="button"
      aria-pressed={favourite}
      aria-label={label}
      data-testid="game-card-favourite"
      onClick={(event) => {
        // The card around the heart plays the game; the heart only keeps it.
        event.stopPropagation();
        onToggle();
      }}
    >
      <HeartIcon filled={favourite} />
    </Button>
  );
}
