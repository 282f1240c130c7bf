import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  & h1 {
    margin: 0;
    font-size: 26px;
    color: var(--color-text);
  }
  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

/** The frame of the account game lists: a title, a line under it, and the list. */
export function ListPage({ title, note, testId, children }: { title: string; note?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Page data-testid={testId}>
      <Heading>
        <h1>{title}</h1>
        {note ? <p>{note}</p> : null}
      </Heading>
      {children}
    </Page>
  );
}
