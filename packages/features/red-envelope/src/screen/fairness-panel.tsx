import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberRedEnvelopePool } from '@croupier/contract';
import { Button, Message, vars } from '@croupier/ui';
import { useFairness } from '../parts/queries';

const Details = styled.details`
  border-top: 1px solid ${vars.colorBorder};
  padding-top: 10px;
  font-size: 13px;
  color: ${vars.colorTextMuted};
  & summary {
    cursor: pointer;
    font-weight: 600;
    color: ${vars.colorText};
  }
  & p {
    margin: 8px 0;
  }
`;

const Hex = styled.code`
  display: block;
  padding: 6px 8px;
  border-radius: 6px;
  background: ${vars.colorSurfaceRaised};
  color: ${vars.colorText};
  font-size: 11.5px;
  overflow-wrap: anywhere;
  word-break: break-all;
`;

const Label = styled.span`
  display: block;
  margin-top: 8px;
  font-weight: 600;
`;

/** The pool's commitment now, its seed once it is closed, and the server's recount of every envelope from it. */
export function FairnessPanel({ pool }: { pool: MemberRedEnvelopePool }) {
  const { t } = useTranslation('redEnvelope');
  const [checking, setChecking] = useState(false);
  const check = useFairness(pool.poolId, checking && pool.seed !== null);
  return (
    <Details data-testid="red-envelope-fairness">
      <summary>{t('fairness.title')}</summary>
      <p>{t('fairness.explain')}</p>
      <Label>{t('fairness.hash')}</Label>
      <Hex translate="no" data-testid="red-envelope-hash">{pool.seedSha256}</Hex>
      <Label>{t('fairness.seed')}</Label>
      {pool.seed ? <Hex translate="no" data-testid="red-envelope-seed">{pool.seed}</Hex> : <p data-testid="red-envelope-seed-hidden">{t('fairness.hidden')}</p>}
      {pool.seed ? (
        <p>
          <Button variant="secondary" size="small" onClick={() => setChecking(true)} loading={check.isFetching} data-testid="red-envelope-verify">
            {t('fairness.verify')}
          </Button>
        </p>
      ) : null}
      {check.data ? (
        <Message tone={check.data.matches ? 'success' : 'error'} data-testid="red-envelope-verified" data-matches={String(check.data.matches)}>
          {check.data.matches ? t('fairness.verified') : t('fairness.mismatch')}
        </Message>
      ) : null}
    </Details>
  );
}
