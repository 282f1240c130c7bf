import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BackofficeBrand, BackofficeMember } from '@croupier/contract';
import { MEMBER_SEARCH_MIN_LENGTH } from '@croupier/domain';
import { Button, Pagination, SearchField, Spinner } from '@croupier/ui';
import { useBrand } from '../brands/brand-scope';
import { brandTime } from '../parts/brand-format';
import { Alert, ConsolePage, Muted, PageHeading, Panel, Table, TableFrame } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { memberKindOf } from './member-kind';
import { useMemberSearch } from './use-members';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 480px) auto;
  align-items: start;
  gap: 10px;
`;

function MemberRow({ brand, member, search }: { brand: BackofficeBrand; member: BackofficeMember; search: string }) {
  const { t } = useConsoleText();
  return (
    <tr data-testid="member-row">
      <td>
        {/* the search goes along, so the member's page leads back to these results */}
        <Link to={`/${brand.code}/members/${member.memberId}`} state={{ search }}>
          {member.username}
        </Link>
      </td>
      <td>{member.mobile ?? t('members.none')}</td>
      <td>{t(`members.types.${memberKindOf(member.type)}`)}</td>
      <td>{brandTime(brand, member.createdAt)}</td>
      <td>{member.lastLoginAt ? brandTime(brand, member.lastLoginAt) : t('members.never')}</td>
    </tr>
  );
}

function Results({ brand, search, page, onPage }: { brand: BackofficeBrand; search: string; page: number; onPage: (page: number) => void }) {
  const { t } = useConsoleText();
  const found = useMemberSearch(brand.merchantCode, search, page);
  if (search.length < MEMBER_SEARCH_MIN_LENGTH) return <Muted>{t('members.prompt', { brand: brand.displayName })}</Muted>;
  if (found.isPending) return <Spinner label={t('loading')} />;
  if (found.isError) {
    return (
      <Alert role="alert">
        {t('members.loadFailed')} {refusalText(t, found.error)}
      </Alert>
    );
  }
  if (found.data.total === 0) return <Muted data-testid="members-empty">{t('members.empty', { brand: brand.displayName, search })}</Muted>;
  return (
    <>
      <Muted>{t('members.found', { count: found.data.total })}</Muted>
      <TableFrame>
        <Table>
          <thead>
            <tr>
              <th>{t('members.columns.username')}</th>
              <th>{t('members.columns.mobile')}</th>
              <th>{t('members.columns.type')}</th>
              <th>{t('members.columns.registered')}</th>
              <th>{t('members.columns.lastLogin')}</th>
            </tr>
          </thead>
          <tbody>
            {found.data.members.map((member) => (
              <MemberRow key={member.memberId} brand={brand} member={member} search={search} />
            ))}
          </tbody>
        </Table>
      </TableFrame>
      <Pagination page={page} totalPages={found.data.totalPages} onPageChange={onPage} label={t('members.pages')} />
    </>
  );
}

/** Finds a brand's members by the start of their username or mobile number; the search is kept in the address. */
export function MemberSearchScreen() {
  const { t } = useConsoleText();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(search);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    setTooShort(wanted.length < MEMBER_SEARCH_MIN_LENGTH);
    if (wanted.length >= MEMBER_SEARCH_MIN_LENGTH) setParams({ search: wanted, page: '1' });
  };
  return (
    <ConsolePage>
      <PageHeading>
        {t('members.heading')} · {brand.displayName}
      </PageHeading>
      <Panel>
        <SearchForm onSubmit={submit} role="search">
          <SearchField label={t('members.search')} placeholder={t('members.search')} hint={tooShort ? t('members.tooShort') : t('members.searchHint')} value={text} onChange={setText} maxLength={32} />
          <Button type="submit">{t('members.submit')}</Button>
        </SearchForm>
        <Results brand={brand} search={search} page={page} onPage={(next) => setParams({ search, page: String(next) })} />
      </Panel>
    </ConsolePage>
  );
}
