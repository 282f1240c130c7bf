import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@croupier/ui';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

/** Account screens wait for their dictionary (loaded on demand) under a quiet spinner. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Centre>
          <Spinner />
        </Centre>
      }
    >
      {children}
    </Suspense>
  );
}
