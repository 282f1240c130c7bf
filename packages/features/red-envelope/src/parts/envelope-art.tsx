import styled, { css, keyframes } from 'styled-components';
import { REDUCED_MOTION } from '@croupier/ui';

/**
 * The red envelope itself, drawn in SVG so it is sharp at any size and costs no picture to load: a red
 * packet with a gold seal, whose flap lifts and whose card rises with the amount once it is opened.
 * The reds and golds are the envelope's own, the same on every brand and theme, as the real thing is.
 */

export type EnvelopeState = 'closed' | 'opening' | 'open';

const wobble = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-3deg); }
  75% { transform: rotate(3deg); }
`;

const rise = keyframes`
  from { transform: translateY(40%); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const glow = keyframes`
  0%, 100% { filter: drop-shadow(0 6px 14px rgba(214, 40, 40, 0.35)); }
  50% { filter: drop-shadow(0 8px 22px rgba(242, 169, 0, 0.55)); }
`;

const Frame = styled.div<{ $state: EnvelopeState; $inviting: boolean }>`
  position: relative;
  width: 100%;
  max-width: 220px;
  aspect-ratio: 5 / 6;
  margin: 0 auto;
  /* an opened envelope's flap stands up above it: room is made for it, and the drawing may spill into it */
  margin-top: ${({ $state }) => ($state === 'open' ? '50%' : '0')};
  transition: margin-top 0.5s ease;
  ${({ $inviting }) =>
    $inviting
      ? css`
          animation: ${glow} 2.4s ease-in-out infinite;
        `
      : ''}
  ${({ $state }) =>
    $state === 'opening'
      ? css`
          animation: ${wobble} 0.45s ease-in-out infinite;
        `
      : ''}
  ${REDUCED_MOTION} {
    animation: none;
    transition: none;
  }
  & svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`;

const Flap = styled.path<{ $open: boolean }>`
  transform-box: fill-box;
  transform-origin: 50% 0%;
  transition: transform 0.5s ease;
  transform: ${({ $open }) => ($open ? 'scaleY(-1)' : 'none')};
  ${REDUCED_MOTION} {
    transition: none;
  }
`;

const Card = styled.div`
  position: absolute;
  left: 12%;
  right: 12%;
  top: 14%;
  display: grid;
  place-items: center;
  gap: 2px;
  padding: 14px 8px;
  border-radius: 10px;
  background: linear-gradient(180deg, #fffaf0, #ffe9b8);
  color: #8a1010;
  text-align: center;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.25);
  animation: ${rise} 0.55s ease-out both;
  ${REDUCED_MOTION} {
    animation: none;
  }
  & small {
    font-size: 12px;
    font-weight: 600;
    color: #9b5a00;
  }
  & strong {
    font-size: clamp(20px, 6vw, 28px);
    line-height: 1.1;
    overflow-wrap: anywhere;
  }
`;

export interface EnvelopeArtProps {
  state: EnvelopeState;
  /** glows to say it can be opened */
  inviting?: boolean;
  /** the amount shown on the card once open */
  amountText?: string;
  wonLabel?: string;
}

export function EnvelopeArt({ state, inviting = false, amountText, wonLabel }: EnvelopeArtProps) {
  const open = state === 'open';
  return (
    <Frame $state={state} $inviting={inviting && state === 'closed'} data-envelope-state={state}>
      <svg viewBox="0 0 200 240" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="red-envelope-body" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#e53935" />
            <stop offset="1" stopColor="#a31515" />
          </linearGradient>
          <linearGradient id="red-envelope-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe082" />
            <stop offset="0.5" stopColor="#f2a900" />
            <stop offset="1" stopColor="#c77800" />
          </linearGradient>
        </defs>
        <rect x="8" y="8" width="184" height="224" rx="18" fill="url(#red-envelope-body)" />
        {/* a border of small gold diamonds, the packet's print */}
        <rect x="18" y="18" width="164" height="204" rx="12" fill="none" stroke="#f2c14e" strokeOpacity="0.55" strokeWidth="2" strokeDasharray="6 5" />
        <path d="M8 150 Q100 205 192 150 L192 214 Q192 232 174 232 L26 232 Q8 232 8 214 Z" fill="#b71c1c" />
        <Flap $open={open} d="M8 26 Q8 8 26 8 L174 8 Q192 8 192 26 L192 92 Q100 150 8 92 Z" fill={open ? '#9e1616' : '#c62828'} stroke="#8e1111" strokeWidth="1.5" />
        {open ? null : (
          <g>
            <circle cx="100" cy="120" r="30" fill="url(#red-envelope-gold)" stroke="#fff3c4" strokeWidth="2" />
            <path d="M100 101 L105.5 114 L119 114.5 L108.5 123 L112.5 136.5 L100 128.5 L87.5 136.5 L91.5 123 L81 114.5 L94.5 114 Z" fill="#b71c1c" />
          </g>
        )}
      </svg>
      {open && amountText ? (
        <Card data-testid="red-envelope-card">
          {wonLabel ? <small>{wonLabel}</small> : null}
          <strong data-testid="red-envelope-amount">{amountText}</strong>
        </Card>
      ) : null}
    </Frame>
  );
}
