import type { ReactNode } from 'react';
import { FactRows, Figures } from './page.styles';

/** One labelled figure; `testId` marks the few a test or journey reads back. */
export interface Figure {
  label: string;
  value: ReactNode;
  testId?: string;
  /** needed only where two labels could read the same */
  key?: string;
}

/**
 * Figures as a definition list: as tiles, each label over a large value, or as rows, each label
 * beside its value, for facts whose values are words and times rather than amounts to compare.
 */
export function FigureList({ figures, layout = 'tiles', testId }: { figures: readonly Figure[]; layout?: 'tiles' | 'rows'; testId?: string }) {
  const List = layout === 'rows' ? FactRows : Figures;
  return (
    <List data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.key ?? figure.label}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </List>
  );
}
