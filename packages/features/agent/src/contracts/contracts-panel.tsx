import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { getContracts, type ContractList } from '@croupier/contract';
import type { ContractKind } from '@croupier/domain';
import { useCallQuery } from '@croupier/api-client/react';
import { Message, Pagination, SectionTitle, Switch } from '@croupier/ui';
import { Card, Toolbar } from '../parts/page.styles';
import { ReportLoad } from '../parts/report-load';
import { usePaging } from '../parts/use-paging';
import { CardList, ContractCard } from './contract-card';
import { RequestCard } from './offer-card';
import { OfferForm } from './offer-form';

function Lists({ list, kind, onPage }: { list: ContractList; kind: ContractKind; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <Card aria-labelledby="agent-contracts-held">
        <SectionTitle id="agent-contracts-held">{t('contracts.held')}</SectionTitle>
        {list.held.length === 0 ? (
          <Message variant="text" data-testid="agent-contracts-held-none">{t('contracts.heldNone')}</Message>
        ) : (
          <CardList>
            {list.held.map((contract) => (
              <ContractCard key={contract.contractId} contract={contract} side="held" />
            ))}
          </CardList>
        )}
      </Card>
      {list.openOffers.length > 0 ? (
        <Card aria-labelledby="agent-contracts-offers">
          <SectionTitle id="agent-contracts-offers">{t('contracts.offers')}</SectionTitle>
          <CardList>
            {list.openOffers.map((request) => (
              <RequestCard key={request.requestId} request={request} />
            ))}
          </CardList>
        </Card>
      ) : null}
      <Card aria-labelledby="agent-contracts-given">
        <SectionTitle id="agent-contracts-given">{t('contracts.given')}</SectionTitle>
        {list.total === 0 ? (
          <Message variant="text" data-testid="agent-contracts-given-none">{t('contracts.givenNone')}</Message>
        ) : (
          <>
            <CardList>
              {list.given.map((contract) => (
                <ContractCard key={contract.contractId} contract={contract} side="given" />
              ))}
            </CardList>
            <Pagination page={list.pageNo} totalPages={list.totalPages} onPageChange={onPage} label={t('contracts.givenPages')} />
          </>
        )}
      </Card>
      <Card aria-labelledby="agent-contracts-offer">
        <SectionTitle id="agent-contracts-offer">{t('offer.title')}</SectionTitle>
        <Message variant="text">{t('offer.intro')}</Message>
        <OfferForm offerable={list.offerable} kind={kind} />
      </Card>
    </>
  );
}

/**
 * The contracts of one kind (SPEC §4): the one the agent holds, those it gave its direct downlines
 * (20 a page), offers open or refused, and a new offer. Ended contracts show on request.
 */
export function ContractsPanel({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const [withEnded, setWithEnded] = useState(false);
  const filter = { kind, status: withEnded ? ('all' as const) : ('active' as const) };
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getContracts, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { placeholderData: keepPreviousData, staleTime: 15_000 });
  return (
    <>
      <Toolbar>
        <SectionTitle>{t('contracts.title', { kind: t(`contracts.kinds.${kind}`) })}</SectionTitle>
        <Switch checked={withEnded} onChange={setWithEnded} label={t('contracts.withEnded')} />
      </Toolbar>
      <ReportLoad result={result}>{(list) => <Lists list={list} kind={kind} onPage={choosePage} />}</ReportLoad>
    </>
  );
}
