import { HomeScreen } from '@croupier/feature-games';
import { ScreenSuspense } from '../parts/screen-suspense';

export function HomeRoute() {
  return (
    <ScreenSuspense>
      <HomeScreen />
    </ScreenSuspense>
  );
}
