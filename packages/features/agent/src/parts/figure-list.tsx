import type { ReactNode } from 'react';
import { Figures } from './page.styles';

/** One labelled figure; `testId` marks the few a test or journey reads back. */
export interface Figure {
  label: string;
  value: ReactNode;
  testId?: string;
  /** needed only where two labels could read the same */
  key?: string;
}

/** Figures as a definition list, each label over its value. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <Figures>
      {figures.map((figure) => (
        <div key={figure.key ?? figure.label}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}
