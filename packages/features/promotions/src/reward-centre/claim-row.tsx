import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Message, mix, vars } from '@croupier/ui';
import { promotionErrorText } from '../parts/error-text';

/** One reward ready to take, whatever area it comes from. */
export interface ClaimItem {
  key: string;
  area: 'promotion' | 'envelope' | 'rebate';
  emblem: ReactNode;
  title: ReactNode;
  detail: string;
  buttonLabel: string;
  /** takes the reward and answers what was paid, in words */
  claim: () => Promise<string>;
}

const Row = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  gap: 4px 14px;
  align-items: center;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${({ $done }) => ($done ? mix('colorSuccess', 45) : vars.colorBorder)};
  background: ${({ $done }) => ($done ? mix('colorSuccess', 8, vars.colorSurface) : vars.colorSurfaceRaised)};
  & > [data-part='result'] {
    grid-column: 2 / -1;
  }
  @media (max-width: 599px) {
    grid-template-columns: 40px minmax(0, 1fr);
    & > [data-part='button'] {
      grid-column: 1 / -1;
    }
    & > [data-part='result'] {
      grid-column: 1 / -1;
    }
  }
`;

const Emblem = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  overflow: hidden;
  color: #fff;
  & svg {
    width: 60%;
    height: 60%;
  }
  @media (max-width: 599px) {
    width: 40px;
    height: 40px;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  & strong {
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  & strong a {
    color: inherit;
  }
  & span {
    font-size: 13px;
    color: ${vars.colorTextMuted};
    overflow-wrap: anywhere;
  }
`;

type RowState = { state: 'idle' } | { state: 'pending' } | { state: 'done'; text: string } | { state: 'failed'; text: string };

/**
 * A reward with its one-click claim. The row keeps its own answer: a reward taken here stays on the list
 * with what it paid, though the lists read again no longer name it as ready.
 */
export function ClaimRow({ item, onPressed }: { item: ClaimItem; onPressed: (item: ClaimItem) => void }) {
  const { t } = useTranslation('promotions');
  const [row, setRow] = useState<RowState>({ state: 'idle' });
  const take = () => {
    if (row.state === 'pending' || row.state === 'done') return;
    setRow({ state: 'pending' });
    // Kept on the list from the press on: the answer takes the reward off the lists before it is shown here.
    onPressed(item);
    item.claim().then(
      (text) => setRow({ state: 'done', text }),
      (error: unknown) => {
        const failure = promotionErrorText(error);
        setRow({ state: 'failed', text: t(failure.key, failure.values) });
      },
    );
  };
  return (
    <Row $done={row.state === 'done'} data-testid="reward-claim-row" data-area={item.area} data-key={item.key} data-row-state={row.state}>
      <Emblem aria-hidden="true">{item.emblem}</Emblem>
      <Text>
        <strong>{item.title}</strong>
        <span>{item.detail}</span>
      </Text>
      {row.state === 'done' ? null : (
        <span data-part="button">
          <Button variant="accent" fullWidth loading={row.state === 'pending'} onClick={take} data-testid="reward-claim">
            {item.buttonLabel}
          </Button>
        </span>
      )}
      {row.state === 'done' ? (
        <Message tone="success" variant="text" announce data-part="result" data-testid="reward-claimed">
          {row.text}
        </Message>
      ) : null}
      {row.state === 'failed' ? (
        <Message tone="error" variant="text" announce data-part="result" data-testid="reward-claim-error">
          {row.text}
        </Message>
      ) : null}
    </Row>
  );
}
