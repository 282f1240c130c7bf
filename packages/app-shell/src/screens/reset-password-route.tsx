import { ResetPasswordScreen } from '@croupier/feature-account';
import { ScreenSuspense } from '../parts/screen-suspense';

export function ResetPasswordRoute() {
  return (
    <div data-screen="resetPassword">
      <ScreenSuspense>
        <ResetPasswordScreen />
      </ScreenSuspense>
    </div>
  );
}
