import { GamePageScreen } from '@croupier/feature-games';
import { ScreenSuspense } from '../parts/screen-suspense';

export function GamePageRoute() {
  return (
    <div data-screen="seamless">
      <ScreenSuspense>
        <GamePageScreen />
      </ScreenSuspense>
    </div>
  );
}
