import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingCover } from '@croupier/ui';
import { BrandPickerScreen } from '../brands/brand-picker-screen';
import { BrandScope } from '../brands/brand-scope';
import { ConsoleLayout } from '../layout/console-layout';
import { LoginScreen } from '../login/login-screen';
import { NotFoundScreen } from './not-found-screen';
import { RequireSession } from './require-session';

/**
 * The console's pages. The login and the brand list come with the first script; each section loads
 * when first opened. A brand's pages sit under its code, so a link names the brand it is about.
 */
export function consoleRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LoginScreen /> },
    {
      path: '/',
      // shown while the first page's script loads, when the console opens on a section's address
      hydrateFallbackElement: <LoadingCover visible />,
      element: (
        <RequireSession>
          <ConsoleLayout />
        </RequireSession>
      ),
      children: [
        { index: true, element: <BrandPickerScreen /> },
        { path: 'audit', lazy: () => import('../audit/audit-screen').then(({ AuditScreen }) => ({ Component: AuditScreen })) },
        { path: 'promotion-applications', lazy: () => import('../promotions/applications-screen').then(({ ApplicationsScreen }) => ({ Component: ApplicationsScreen })) },
        {
          path: ':brandCode',
          element: <BrandScope />,
          children: [
            { index: true, element: <Navigate to="desk" replace /> },
            { path: 'desk', lazy: () => import('../desk/desk-screen').then(({ DeskScreen }) => ({ Component: DeskScreen })) },
            { path: 'members', lazy: () => import('../members/member-search-screen').then(({ MemberSearchScreen }) => ({ Component: MemberSearchScreen })) },
            { path: 'members/:memberId', lazy: () => import('../members/member-detail-screen').then(({ MemberDetailScreen }) => ({ Component: MemberDetailScreen })) },
            { path: 'rebates', lazy: () => import('../rebates/rebates-screen').then(({ RebatesScreen }) => ({ Component: RebatesScreen })) },
            { path: 'bonuses', lazy: () => import('../bonuses/bonuses-screen').then(({ BonusesScreen }) => ({ Component: BonusesScreen })) },
            { path: 'red-envelopes', lazy: () => import('../red-envelopes/red-envelopes-screen').then(({ RedEnvelopesScreen }) => ({ Component: RedEnvelopesScreen })) },
            { path: 'promotions', lazy: () => import('../promotions/promotions-screen').then(({ PromotionsScreen }) => ({ Component: PromotionsScreen })) },
            { path: 'promotions/new', lazy: () => import('../promotions/promotion-new-screen').then(({ PromotionNewScreen }) => ({ Component: PromotionNewScreen })) },
            { path: 'promotions/:promotionId', lazy: () => import('../promotions/promotion-screen').then(({ PromotionScreen }) => ({ Component: PromotionScreen })) },
          ],
        },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
