import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionIssued } from '@croupier/contract';
import { mustChangePasswordAfterLogin, type LoginType } from '@croupier/domain';
import { useAccountEnvironment } from '../environment/account-environment';
import type { LoginArea } from './login-refusal';

export const AGENT_HOME_PATH = '/agentHome';

/**
 * SPEC §4: a first login runs the first-login step (the welcome), unless the password must change
 * first: then the change replaces that step, and nothing is said before it.
 */
export function welcomesFirst(issued: SessionIssued, loginType: LoginType, expiryChangeEnabled: boolean): boolean {
  if (!issued.firstTimeLogin) return false;
  return !mustChangePasswordAfterLogin({ loginType, initialPassword: issued.initialPassword, passwordExpired: issued.passwordExpired, expiryChangeEnabled });
}

/**
 * SPEC §4 login success, after the session is kept (and any first-login step): the change-password
 * popup when the password must change, otherwise the after-login modal and, from the agent door,
 * the back office.
 */
export function useFinishLogin() {
  const { brand, setPasswordChangeRequired, openPopup } = useAccountEnvironment();
  const navigate = useNavigate();
  return useCallback(
    (issued: SessionIssued, loginType: LoginType, area: LoginArea) => {
      const mustChange = mustChangePasswordAfterLogin({
        loginType,
        initialPassword: issued.initialPassword,
        passwordExpired: issued.passwordExpired,
        expiryChangeEnabled: brand.features.passwordExpiryChange,
      });
      if (mustChange) {
        setPasswordChangeRequired(true);
        openPopup('changePassword', { forced: true });
        return;
      }
      openPopup('afterLogin');
      if (area === 'agent') navigate(AGENT_HOME_PATH);
    },
    [brand.features.passwordExpiryChange, navigate, openPopup, setPasswordChangeRequired],
  );
}
