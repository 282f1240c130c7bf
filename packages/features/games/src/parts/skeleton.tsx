import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/** Grey placeholder in the shape of what is loading; it shimmers unless motion is reduced. */
export const Skeleton = styled.div<{ $height?: string; $radius?: string }>`
  height: ${({ $height }) => $height ?? '16px'};
  border-radius: ${({ $radius }) => $radius ?? 'var(--radius-medium)'};
  background: linear-gradient(
    90deg,
    color-mix(in srgb, var(--color-text) 7%, transparent) 25%,
    color-mix(in srgb, var(--color-text) 14%, transparent) 50%,
    color-mix(in srgb, var(--color-text) 7%, transparent) 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
