import styled from 'styled-components';

/** Lays story variants out side by side, wrapping on narrow canvases. */
export const StoryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export const StoryStack = styled.div<{ $widthPx?: number }>`
  display: grid;
  gap: 20px;
  max-width: ${({ $widthPx }) => ($widthPx ? `${$widthPx}px` : 'none')};
`;
