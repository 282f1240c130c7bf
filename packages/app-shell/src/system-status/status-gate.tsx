import type { ReactNode } from 'react';
import { SystemStatus } from '@croupier/domain';
import { LoadingCover } from '@croupier/ui';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockPage } from './region-block-page';
import { useSystemStatus } from './use-system-status';

/**
 * SPEC §4: status 1 replaces the whole app with the maintenance page, status 2 with the region-block
 * page; the server already lets maintenance win. If the check itself fails the site stays usable:
 * each screen reports its own errors.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status.data?.status === SystemStatus.Maintenance) return <MaintenancePage maintenance={status.data.maintenance} />;
  if (status.data?.status === SystemStatus.RegionRestricted) return <RegionBlockPage ip={status.data.ip} />;
  // While the first answer is on its way the app starts underneath the cover, so its screen and
  // data load in parallel instead of after the check.
  return (
    <>
      <LoadingCover visible={status.isPending} />
      {children}
    </>
  );
}
