import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../layout/header/member/use-dismiss';

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 400;
  width: min(300px, calc(100vw - 32px));
  max-height: min(70vh, 520px);
  overflow-y: auto;
  padding: 8px;
  border-radius: var(--radius-large);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
  @media (max-width: 599px) {
    position: fixed;
    left: 16px;
    right: 16px;
    top: 72px;
    width: auto;
  }
`;

/** A header button with a panel under it, closed by Escape or a press outside, as the member header's menu is. */
export function HeaderDrop({ button, label, testId, children }: { button: (toggle: () => void, open: boolean) => ReactNode; label: string; testId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <Wrapper ref={ref}>
      {button(() => setOpen((shown) => !shown), open)}
      {open ? (
        <Panel role="dialog" aria-label={label} data-testid={testId}>
          {children}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
