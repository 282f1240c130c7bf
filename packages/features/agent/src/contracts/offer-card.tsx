import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContractConflict, ContractRequest } from '@croupier/contract';
import { formatDateTime, useLanguage } from '@croupier/i18n';
import { useAgentEnvironment } from '../environment/agent-environment';
import { Muted, Tag } from '../parts/page.styles';
import { CardItem } from './contract-card';
import { RequestAnswer } from './request-answer';
import { ThresholdList, useTermsHeadline } from './terms-summary';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 10px;
  align-items: center;
  justify-content: space-between;
`;

const STATUS_TONE = { PENDING: 'accent', ACCEPTED: 'success', COMPLETED: 'success', REJECTED: 'danger' } as const;

/** Who a request is between, from the agent's side: an offer to it, from it, or a termination. */
function useRequestTitle(): (request: ContractRequest) => string {
  const { t } = useTranslation('agent');
  return (request) => {
    if (request.type === 'TERMINATE') return request.awaitingCaller ? t('requests.terminateFrom', { username: request.fromUsername ?? '' }) : t('requests.terminateTo', { username: request.toUsername });
    if (request.fromUsername === null) return t('requests.offerFromPlatform');
    return request.awaitingCaller ? t('requests.offerFrom', { username: request.fromUsername }) : t('requests.offerTo', { username: request.toUsername });
  };
}

/**
 * A request: an offer or a termination with its terms and status. One that awaits the agent has
 * the accept and reject buttons; accepting warns first about contracts further down that would end.
 */
export function RequestCard({ request, wouldTerminate, onAnswered }: { request: ContractRequest; wouldTerminate?: readonly ContractConflict[]; onAnswered?: () => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { timeZone } = useAgentEnvironment();
  const headline = useTermsHeadline();
  const title = useRequestTitle();
  const answerable = request.status === 'PENDING' && request.awaitingCaller;
  return (
    <CardItem data-testid="agent-request" data-request-id={request.requestId} data-status={request.status}>
      <Head>
        <strong>{title(request)}</strong>
        <Tag $tone={STATUS_TONE[request.status]}>{t(`requests.status.${request.status}`)}</Tag>
      </Head>
      <div>{headline(request.terms)}</div>
      <ThresholdList terms={request.terms} />
      <Muted>
        {t('requests.sent', { time: formatDateTime(request.createdAt, language, timeZone) })}
        {request.answeredAt ? ` · ${t('requests.answered', { time: formatDateTime(request.answeredAt, language, timeZone) })}` : ''}
        {request.reason ? ` · ${t(`requests.reasons.${request.reason}`)}` : ''}
        {request.status === 'PENDING' && !request.awaitingCaller ? ` · ${t('requests.awaiting', { username: request.toUsername })}` : ''}
      </Muted>
      {answerable ? <RequestAnswer request={request} wouldTerminate={wouldTerminate} onAnswered={onAnswered} /> : null}
    </CardItem>
  );
}
