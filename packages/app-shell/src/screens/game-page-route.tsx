import { GamePageScreen } from '@croupier/feature-games';
import { GameWalletGate } from '@croupier/feature-wallet';
import { ScreenSuspense } from '../parts/screen-suspense';

export function GamePageRoute() {
  return (
    <div data-screen="seamless">
      <ScreenSuspense>
        {/* A transfer-wallet vendor's game opens through the wallet's transfer dialog (decision 0013). */}
        <GamePageScreen walletGate={GameWalletGate} />
      </ScreenSuspense>
    </div>
  );
}
