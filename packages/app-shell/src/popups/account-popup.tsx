import type { AccountPopupName } from '@croupier/feature-account/environment';
import { AfterLoginModal, ChangePasswordPopup, ForgotPasswordPopup, LoginPopup, RegisterPopup, TrialWarningDialog } from '@croupier/feature-account';
import { usePopup } from '../stores/app-stores';

/** The account feature's popups; this module and the feature load with the first of them. */
export function AccountPopup({ name }: { name: AccountPopupName }) {
  const forced = usePopup((state) => state.forced);
  switch (name) {
    case 'login':
      return <LoginPopup />;
    case 'register':
      return <RegisterPopup />;
    case 'forgotPassword':
      return <ForgotPasswordPopup />;
    case 'changePassword':
      return <ChangePasswordPopup forced={forced} />;
    case 'afterLogin':
      return <AfterLoginModal />;
    case 'trialWarning':
      return <TrialWarningDialog />;
  }
}
