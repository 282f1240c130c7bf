import type { CSSProperties, HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';

/*
 * The shine moves by transform, which the compositor animates on its own: a moving background
 * position would repaint every placeholder on the main thread in every frame while the page loads.
 */
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/* One static class for every placeholder: sizes go in the style attribute, so no placeholder makes
   styled-components build and hash a stylesheet rule of its own as it renders. */
const Shape = styled.div`
  position: relative;
  overflow: hidden;
  background: color-mix(in srgb, var(--color-text) 7%, transparent);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, color-mix(in srgb, var(--color-text) 7%, transparent), transparent);
    animation: ${shimmer} 1.4s ease-in-out infinite;
    will-change: transform;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      display: none;
    }
  }
`;

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  $height?: string;
  $radius?: string;
}

/** Grey placeholder in the shape of what is loading; it shimmers unless motion is reduced. */
export function Skeleton({ $height = '16px', $radius = 'var(--radius-medium)', style, ...rest }: SkeletonProps) {
  const shape: CSSProperties = { height: $height, borderRadius: $radius, ...style };
  return <Shape {...rest} style={shape} />;
}
