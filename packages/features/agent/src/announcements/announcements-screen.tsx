import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getAnnouncements, type Notice } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { PAGE_SIZE_ANNOUNCEMENT_POPUP } from '@croupier/domain';
import { useLanguage } from '@croupier/i18n';
import { EmptyState, mix, Pagination, RichText, SectionTitle, vars } from '@croupier/ui';
import { Card, Page, Title } from '../parts/page.styles';
import { ReportLoad } from '../parts/report-load';

const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 300px) minmax(0, 1fr);
  gap: 16px;
  @media (max-width: 699px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TitleList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  align-content: start;
`;

const TitleButton = styled.button<{ $current: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${({ $current }) => ($current ? vars.colorPrimary : 'transparent')};
  border-radius: ${vars.radiusMedium};
  background: ${({ $current }) => ($current ? mix('colorPrimary', 16) : 'transparent')};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${mix('colorPrimary', 10)};
  }
`;

const Detail = styled.article`
  display: grid;
  gap: 10px;
  align-content: start;
  min-width: 0;
  padding: 4px 0;
`;

/** The player notices, pop-up notices and promotion notices in one list, each once. */
function noticesOf(value: { player: Notice[]; popup: Notice[]; promotion: Notice[] }): Notice[] {
  const seen = new Set<string>();
  return [...value.player, ...value.popup, ...value.promotion].filter((notice) => {
    if (seen.has(notice.id)) return false;
    seen.add(notice.id);
    return true;
  });
}

function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('agent');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  if (notices.length === 0) return <EmptyState title={t('announcements.empty')} />;
  const totalPages = Math.ceil(notices.length / PAGE_SIZE_ANNOUNCEMENT_POPUP);
  const shown = notices.slice((pageNo - 1) * PAGE_SIZE_ANNOUNCEMENT_POPUP, pageNo * PAGE_SIZE_ANNOUNCEMENT_POPUP);
  const open = shown.find((notice) => notice.id === openId) ?? shown[0];
  return (
    <Panes>
      <nav aria-label={t('announcements.list')}>
        <TitleList>
          {shown.map((notice) => (
            <li key={notice.id}>
              <TitleButton type="button" $current={notice.id === open?.id} aria-current={notice.id === open?.id ? 'true' : undefined} onClick={() => setOpenId(notice.id)} data-testid="agent-announcement-title">
                {notice.title}
              </TitleButton>
            </li>
          ))}
        </TitleList>
        <Pagination page={pageNo} totalPages={totalPages} onPageChange={setPageNo} label={t('announcements.pages')} />
      </nav>
      {open ? (
        <Detail aria-labelledby="agent-announcement-detail" data-testid="agent-announcement-detail">
          <SectionTitle id="agent-announcement-detail">{open.title}</SectionTitle>
          <RichText html={open.content} />
        </Detail>
      ) : null}
    </Panes>
  );
}

/**
 * Back office agentAnnouncement: the brand's notices to logged-in members, as the announcement popup
 * shows them (SPEC §2): a list of titles, 9 a page, beside the chosen one's text.
 */
export function AnnouncementsScreen() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const result = useCallQuery(getAnnouncements, { types: 'PL,PU,PR', platform: 'W', execution: 'A', language });
  return (
    <Page data-testid="agent-announcements">
      <Title>{t('pages.agentAnnouncement')}</Title>
      <Card>
        <ReportLoad result={result}>{(value) => <Notices notices={noticesOf(value)} />}</ReportLoad>
      </Card>
    </Page>
  );
}
