import { FavouritesScreen } from '@croupier/feature-games';
import { ScreenSuspense } from '../parts/screen-suspense';

export function FavouritesRoute() {
  return (
    <div data-screen="favorite">
      <ScreenSuspense>
        <FavouritesScreen />
      </ScreenSuspense>
    </div>
  );
}
