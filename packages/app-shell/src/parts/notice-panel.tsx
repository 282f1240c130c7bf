import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section<{ $plain: boolean }>`
  width: min(560px, 100%);
  margin: 40px auto;
  padding: 36px 32px 32px;
  border-radius: var(--radius-large);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.22);
  text-align: center;
  display: grid;
  justify-items: center;
  gap: 14px;
  @media (max-width: 599px) {
    margin: 20px auto;
    padding: 28px 20px 24px;
  }
  ${({ $plain }) => ($plain ? 'margin: 0 auto; border: 0; box-shadow: none; background: transparent;' : '')}
`;

const Emblem = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  font-size: 30px;
  font-weight: 800;
  color: var(--color-on-accent);
  background: radial-gradient(circle at 30% 30%, color-mix(in srgb, var(--color-accent) 70%, #fff), var(--color-accent));
  box-shadow: 0 8px 24px color-mix(in srgb, var(--color-accent) 40%, transparent);
  & svg {
    width: 34px;
    height: 34px;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 24px;
  line-height: 1.3;
  color: var(--color-text);
`;

const Body = styled.div`
  color: var(--color-text-muted);
  line-height: 1.6;
  display: grid;
  gap: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 8px;
`;

export interface NoticePanelProps {
  emblem: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId: string;
  headingLevel?: 'h1' | 'h2';
  /** Without its own card, for use inside a dialog that already is one. */
  plain?: boolean;
}

/** A centred card with an emblem, a title, some text and actions: the shape of every "not here" page. */
export function NoticePanel({ emblem, title, children, actions, testId, headingLevel = 'h1', plain = false }: NoticePanelProps) {
  return (
    <Card data-testid={testId} $plain={plain}>
      <Emblem aria-hidden="true">{emblem}</Emblem>
      <Title as={headingLevel}>{title}</Title>
      {children ? <Body>{children}</Body> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
}
