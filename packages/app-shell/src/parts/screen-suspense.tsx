import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@croupier/ui';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

/** Screens wait for their on-demand dictionary (account, games) under a quiet spinner. */
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
