import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Contract, ContractRequest } from '@croupier/contract';
import { formatDateTime, useLanguage } from '@croupier/i18n';
import { Message, mix, vars } from '@croupier/ui';
import { useAgentEnvironment } from '../environment/agent-environment';
import { Muted, Tag } from '../parts/page.styles';
import { RequestAnswer } from './request-answer';
import { TerminateButton } from './terminate-button';
import { ThresholdList, useTermsHeadline } from './terms-summary';

export const CardItem = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${mix('colorBorder', 80)};
  background: ${vars.colorSurfaceRaised};
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 10px;
  align-items: center;
  justify-content: space-between;
  & strong {
    font-size: 15px;
  }
`;

/** A pending request on a contract: answered here when it awaits the agent, else who it awaits. */
function PendingRequest({ request }: { request: ContractRequest }) {
  const { t } = useTranslation('agent');
  return (
    <div data-testid="agent-contract-request">
      <Message variant="text" tone="warning">{t(request.awaitingCaller ? 'contracts.terminationAsked' : 'contracts.terminationAwaiting', { username: request.awaitingCaller ? request.fromUsername ?? '' : request.toUsername })}</Message>
      {request.awaitingCaller ? <RequestAnswer request={request} /> : null}
    </div>
  );
}

/**
 * One contract, held or given: its terms, the other side, when it started or ended and why, a
 * termination request still open, and the button that asks to end it.
 */
export function ContractCard({ contract, side }: { contract: Contract; side: 'held' | 'given' }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { timeZone } = useAgentEnvironment();
  const headline = useTermsHeadline();
  const pending = contract.requests.find((request) => request.type === 'TERMINATE' && request.status === 'PENDING');
  const otherSide = side === 'held' ? contract.giverUsername : contract.holderUsername;
  const active = contract.status === 'ACTIVE';
  return (
    <CardItem data-testid={`agent-contract-${side}`} data-contract-id={contract.contractId} data-status={contract.status}>
      <Head>
        <strong>{side === 'given' ? t('contracts.givenTo', { username: contract.holderUsername }) : contract.giverUsername ? t('contracts.heldFrom', { username: contract.giverUsername }) : t('contracts.heldFromPlatform')}</strong>
        <Tag $tone={active ? 'success' : 'muted'}>{t(`contracts.status.${contract.status}`)}</Tag>
      </Head>
      <div>{headline(contract.terms)}</div>
      <ThresholdList terms={contract.terms} />
      <Muted>
        {t('contracts.started', { time: formatDateTime(contract.startedAt, language, timeZone) })}
        {contract.endedAt ? ` · ${t('contracts.ended', { time: formatDateTime(contract.endedAt, language, timeZone) })}` : ''}
        {contract.endReason ? ` · ${t(`contracts.endReasons.${contract.endReason}`)}` : ''}
      </Muted>
      {pending ? <PendingRequest request={pending} /> : null}
      {active && !pending && otherSide ? <TerminateButton contract={contract} otherSide={otherSide} /> : null}
    </CardItem>
  );
}
