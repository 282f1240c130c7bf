import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getPendingContractRequests } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { Dialog, Message, SectionTitle } from '@croupier/ui';
import { useConsolidated } from '../menu/use-consolidated';
import { ReportLoad } from '../parts/report-load';
import { CardList } from './contract-card';
import { RequestCard } from './offer-card';

/** Requests the agent closed the popup on, for this tab: it opens again only for a new one. */
export const SEEN_REQUESTS_KEY = 'croupier.contractPopup.seen';

function seenRequests(storage: Storage | undefined): Set<string> {
  return new Set((storage?.getItem(SEEN_REQUESTS_KEY) ?? '').split(',').filter(Boolean));
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface ContractPopupProps {
  /** false for anyone but an agent: no call is made */
  enabled: boolean;
  /** the way to open it again, drawn while requests await the agent */
  trigger?: (open: () => void, awaiting: number) => ReactNode;
}

/**
 * SPEC §2 contract popup (logged-in only): offers and termination requests awaiting the agent's
 * answer, each with accept and reject, and those of its own still awaiting the other side. It opens
 * by itself when a request arrives that the agent has not yet closed it on in this tab.
 */
export function ContractPopup({ enabled, trigger }: ContractPopupProps) {
  const { t } = useTranslation('agent');
  const consolidated = useConsolidated(enabled);
  const awaiting = consolidated.data?.pendingRequests ?? 0;
  const [open, setOpen] = useState(false);
  // Kept asked while open, so a request just answered leaves the list at once.
  const pending = useCallQuery(getPendingContractRequests, undefined, { enabled: enabled && (awaiting > 0 || open), staleTime: 0 });
  const [answered, setAnswered] = useState(false);
  const ids = (pending.data?.awaitingCaller ?? []).map((request) => request.requestId);
  const idsKey = ids.join(',');

  useEffect(() => {
    if (idsKey === '') return;
    const seen = seenRequests(sessionStorageOrNone());
    if (idsKey.split(',').some((id) => !seen.has(id))) setOpen(true);
  }, [idsKey]);

  const close = () => {
    const storage = sessionStorageOrNone();
    const seen = seenRequests(storage);
    for (const id of ids) seen.add(id);
    storage?.setItem(SEEN_REQUESTS_KEY, [...seen].join(','));
    setOpen(false);
    setAnswered(false);
  };

  if (!enabled) return null;
  return (
    <>
      {awaiting > 0 && trigger ? trigger(() => setOpen(true), awaiting) : null}
      <Dialog open={open} onClose={close} title={t('popup.title')} size="large">
        <div data-testid="agent-contract-popup">
          {answered ? (
            <Message variant="text" tone="success" announce>
              {t('popup.answered')}
            </Message>
          ) : null}
          <ReportLoad result={pending}>
            {(value) => (
              <>
                {value.awaitingCaller.length === 0 ? <Message variant="text">{t('popup.none')}</Message> : null}
                <CardList>
                  {value.awaitingCaller.map((request) => (
                    <RequestCard key={request.requestId} request={request} wouldTerminate={request.wouldTerminate} onAnswered={() => setAnswered(true)} />
                  ))}
                </CardList>
                {value.awaitingOthers.length > 0 ? (
                  <>
                    <SectionTitle>{t('popup.yours')}</SectionTitle>
                    <CardList>
                      {value.awaitingOthers.map((request) => (
                        <RequestCard key={request.requestId} request={request} />
                      ))}
                    </CardList>
                  </>
                ) : null}
              </>
            )}
          </ReportLoad>
        </div>
      </Dialog>
    </>
  );
}
