import { RecentScreen } from '@croupier/feature-games';
import { ScreenSuspense } from '../parts/screen-suspense';

export function RecentRoute() {
  return (
    <div data-screen="recent">
      <ScreenSuspense>
        <RecentScreen />
      </ScreenSuspense>
    </div>
  );
}
