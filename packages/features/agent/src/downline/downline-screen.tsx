import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { keepPreviousData } from '@tanstack/react-query';
import { getAgentDownlines, type AgentDownlinesPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { Button, Message } from '@croupier/ui';
import { useAgentEnvironment } from '../environment/agent-environment';
import { Money } from '../parts/money';
import { Card, Muted, Page, Tag, Title, Toolbar } from '../parts/page.styles';
import type { ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad } from '../parts/report-load';
import { ReportTable } from '../parts/report-table';
import { UsernameFilter } from '../parts/username-filter';
import { usePaging } from '../parts/use-paging';
import { Breadcrumbs } from './breadcrumbs';
import { DownlineDetails } from './downline-details';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: end;
`;

const TransferBox = styled.section`
  display: grid;
  gap: 10px;
`;

export interface DownlineScreenProps {
  dates: ReportDates;
  /** the transfer to a downline, drawn by the shell from the transfers feature; the member's username is given */
  renderTransfer?: (username: string) => ReactNode;
}

function MemberTable({ page, onOpen, onDrill, onPage }: { page: AgentDownlinesPage; onOpen: (username: string) => void; onDrill: (username: string) => void; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { timeZone } = useAgentEnvironment();
  const { currency } = page;
  return (
    <ReportTable
      page={page}
      columns={[
        {
          label: t('report.member'),
          cell: (member) => (
            <>
              <strong>{member.username}</strong>
              <Muted>
                {t(member.isAgent ? 'report.agent' : 'report.player')} · {t('report.level', { level: formatInteger(member.depth, language) })}
                {member.depth > 1 ? ` · ${t('downlines.under', { username: member.uplineUsername })}` : ''}
              </Muted>
              {member.initialPassword ? <Tag $tone="muted">{t('downlines.initialPassword')}</Tag> : null}
            </>
          ),
        },
        {
          label: t('downlines.registered'),
          cell: (member) => (
            <>
              {formatDateTime(member.registeredAt, language, timeZone)}
              <Muted>{member.lastLoginAt ? t('downlines.lastLoginAt', { time: formatDateTime(member.lastLoginAt, language, timeZone) }) : t('downlines.neverLoggedIn')}</Muted>
            </>
          ),
        },
        { label: t('downlines.balance'), amount: true, cell: (member) => <Money amountMinor={member.balanceMinor} currency={currency} /> },
        { label: t('downlines.teamSize'), amount: true, cell: (member) => (member.isAgent ? formatInteger(member.teamSize, language) : '—') },
        {
          label: <span hidden>{t('downlines.actions')}</span>,
          cell: (member) => (
            <Actions>
              <Button size="small" variant="secondary" onClick={() => onOpen(member.username)} data-testid="agent-downline-open">
                {t('downlines.details')}
              </Button>
              {member.isAgent && member.directDownlines > 0 ? (
                <Button size="small" variant="ghost" onClick={() => onDrill(member.username)} data-testid="agent-downline-drill" aria-label={t('downlines.openTeamOf', { username: member.username })}>
                  {t('downlines.openTeam')}
                </Button>
              ) : null}
            </Actions>
          ),
        },
      ]}
      rowKey={(member) => member.username}
      rowAttributes={(member) => ({ 'data-username': member.username })}
      emptyTitle={t('downlines.empty')}
      onPage={onPage}
    />
  );
}

/** Opens the shell's transfer form for one member, under its details. */
function TransferPart({ username, renderTransfer }: { username: string; renderTransfer: (username: string) => ReactNode }) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button variant="accent" size="small" onClick={() => setOpen(true)} data-testid="agent-downline-transfer">
          {t('downlines.transfer')}
        </Button>
      </div>
    );
  }
  return (
    <TransferBox aria-label={t('downlines.transferTo', { username })} data-testid="agent-downline-transfer-form">
      {renderTransfer(username)}
    </TransferBox>
  );
}

/**
 * Back office downlineManagmentView: the agent's direct downline, drilled down agent by agent with
 * a trail back up, or searched at every depth; each member's details over the page's dates, the
 * transfer to it, and for a direct downline agent a contract offer.
 */
export function DownlineScreen({ dates, renderTransfer }: DownlineScreenProps) {
  const { t } = useTranslation('agent');
  const [path, setPath] = useState<string[]>([]);
  const [search, setSearch] = useState<string | null>(null);
  const [openMember, setOpenMember] = useState<string | null>(null);
  const parent = path.at(-1);
  const filter = { ...(parent ? { parent } : {}), ...(search ? { search } : {}) };
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getAgentDownlines, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { placeholderData: keepPreviousData, staleTime: 15_000 });
  const drill = (username: string) => {
    setSearch(null);
    setPath((current) => [...current, username]);
  };
  return (
    <Page data-testid="agent-downlines">
      <Title>{t('pages.downlineManagmentView')}</Title>
      <ReportFilters dates={dates}>
        <UsernameFilter key={parent ?? ''} value={search} onChange={setSearch} />
      </ReportFilters>
      <Card aria-label={t('report.rows')} aria-busy={result.isFetching || undefined}>
        <Toolbar>
          <Breadcrumbs
            path={path}
            onGo={(depth) => {
              setSearch(null);
              setPath((current) => current.slice(0, depth));
            }}
          />
          {search ? <Message variant="text" data-testid="agent-downline-searching">{t('downlines.searching', { text: search })}</Message> : null}
        </Toolbar>
        <ReportLoad result={result}>{(page) => <MemberTable page={page} onOpen={setOpenMember} onDrill={drill} onPage={choosePage} />}</ReportLoad>
      </Card>
      <DownlineDetails
        username={openMember}
        dates={dates}
        onClose={() => setOpenMember(null)}
        transfer={openMember && renderTransfer ? <TransferPart key={openMember} username={openMember} renderTransfer={renderTransfer} /> : null}
      />
    </Page>
  );
}
