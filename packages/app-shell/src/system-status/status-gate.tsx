import { lazy, Suspense, type ReactNode } from 'react';
import { SystemStatus } from '@croupier/domain';
import { LoadingCover } from '@croupier/ui';
import { useSession } from '../stores/app-stores';
import { usePageSettled } from './use-page-settled';
import { useSystemStatus } from './use-system-status';

// Loaded once the first status has come, so the first screen does not wait for it; a guest's page
// loads it once the page has settled (it carries no member's news, and the first status came by call).
const PageLive = lazy(() => import('../live/page-live').then((module) => ({ default: module.PageLive })));

// The maintenance and region-block pages replace the app only when the status says so: a visit that
// never meets them carries none of their script (the language picker among it) on its first route.
const MaintenancePage = lazy(() => import('./maintenance-page').then((module) => ({ default: module.MaintenancePage })));
const RegionBlockPage = lazy(() => import('./region-block-page').then((module) => ({ default: module.RegionBlockPage })));

/** How long the first status may take before the page is covered with a spinner. */
export const STATUS_COVER_DELAY_MS = 400;

/**
 * SPEC §4: status 1 replaces the whole app with the maintenance page, status 2 with the region-block
 * page; the server already lets maintenance win. If the check itself fails the site stays usable:
 * each screen reports its own errors. The page's live socket lives here, above the switch, so a page
 * showing the maintenance page hears the site open again (decision 0020).
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const member = useSession((state) => state.token !== null);
  const settled = usePageSettled(member);
  const live = status.isPending || !settled ? null : (
    <Suspense fallback={null}>
      <PageLive />
    </Suspense>
  );
  if (status.data?.status === SystemStatus.Maintenance) {
    return (
      <>
        {live}
        <Suspense fallback={<LoadingCover visible delayMs={0} />}>
          <MaintenancePage maintenance={status.data.maintenance} />
        </Suspense>
      </>
    );
  }
  if (status.data?.status === SystemStatus.RegionRestricted) {
    return (
      <>
        {live}
        <Suspense fallback={<LoadingCover visible delayMs={0} />}>
          <RegionBlockPage ip={status.data.ip} />
        </Suspense>
      </>
    );
  }
  // While the first answer is on its way the app starts underneath, so its screen and data load in
  // parallel instead of after the check; the cover shows only if the answer is slow to come (the
  // page's own first paint is on screen meanwhile).
  return (
    <>
      {live}
      <LoadingCover visible={status.isPending} delayMs={STATUS_COVER_DELAY_MS} />
      {children}
    </>
  );
}
