import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@croupier/api-client/react';
import { SESSION_CALL_NAMES, loadSessionCalls } from '../api/session-calls';
import { useConsoleContext } from '../console-context';
import { brandByCode, useBrands } from '../brands/use-brands';
import { useConsoleText } from '../parts/use-console-text';
import { readsAudit, runsPromotions, useOperator } from '../session/use-session';
import { Bar, BrandName, Home, LogoutButton, Nav, NavItem, Who } from './console-header.styles';
import { useLogout } from './use-logout';

/** The brand code of the page, from the deepest route that names one. */
function useBrandCode(): string | undefined {
  const matches = useMatches();
  return matches.at(-1)?.params.brandCode;
}

/** Keeps the operator as the platform describes them now: a changed role or brand list shows at once. */
function useFreshOperator(): void {
  const { session } = useConsoleContext();
  const client = useApiClient();
  const fresh = useQuery({
    queryKey: [SESSION_CALL_NAMES.session, {}],
    queryFn: async ({ signal }) => client.callApi((await loadSessionCalls()).boGetSession, { signal }),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (fresh.data) session.getState().update(fresh.data);
  }, [fresh.data, session]);
}

function ConsoleHeader() {
  const { t } = useConsoleText();
  // the rebate section names itself in its own words
  const { t: rebateText } = useTranslation('rebates');
  const { t: bonusText } = useTranslation('bonusConsole');
  const operator = useOperator();
  const brandCode = useBrandCode();
  const brand = brandByCode(useBrands().data?.brands, brandCode);
  const logout = useLogout();
  return (
    <Bar>
      <Home to="/" end>
        {t('title')}
      </Home>
      {brand ? <BrandName data-testid="console-brand">{brand.displayName}</BrandName> : null}
      <Nav aria-label={t('nav.label')}>
        <NavItem to="/" end>
          {t('nav.brands')}
        </NavItem>
        {brand ? (
          <>
            <NavItem to={`/${brand.code}/desk`}>{t('nav.desk')}</NavItem>
            <NavItem to={`/${brand.code}/members`}>{t('nav.members')}</NavItem>
            <NavItem to={`/${brand.code}/bonuses`}>{bonusText('nav')}</NavItem>
            {runsPromotions(operator) ? <NavItem to={`/${brand.code}/promotions`}>{t('nav.promotions')}</NavItem> : null}
            <NavItem to={`/${brand.code}/rebates`}>{rebateText('console.nav')}</NavItem>
            {readsAudit(operator) ? <NavItem to={`/${brand.code}/red-envelopes`}>{t('nav.redEnvelopes')}</NavItem> : null}
          </>
        ) : null}
        {runsPromotions(operator) ? <NavItem to="/promotion-applications">{t('nav.applications')}</NavItem> : null}
        {readsAudit(operator) ? <NavItem to="/audit">{t('nav.audit')}</NavItem> : null}
      </Nav>
      {operator ? <Who data-testid="console-operator">{t('nav.signedInAs', { name: operator.displayName, role: t(`roles.${operator.role}`) })}</Who> : null}
      <LogoutButton type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {t('nav.logout')}
      </LogoutButton>
    </Bar>
  );
}

/** Every page after login: the header with the sections, and the page under it. */
export function ConsoleLayout() {
  useFreshOperator();
  return (
    <>
      <ConsoleHeader />
      <Outlet />
    </>
  );
}
