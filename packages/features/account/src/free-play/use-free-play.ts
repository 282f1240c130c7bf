import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { freePlayLogin } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { useAccountEnvironment } from '../environment/account-environment';
import { useErrorMessage } from '../errors/use-error-message';
import { browserOs } from './browser-os';

/**
 * SPEC §4 free play: a trial session; any pending forced password change ("cpw") is dropped, the
 * login popups close and the player lands on home, logged in as a trial player.
 */
export function useFreePlay() {
  const { startSession, setPasswordChangeRequired, closePopup } = useAccountEnvironment();
  const client = useApiClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setFailure(null);
    try {
      const issued = await client.callApi(freePlayLogin, { body: { os: browserOs(), platform: 'W', gatewayVersion: 3 } });
      setPasswordChangeRequired(false);
      startSession(issued);
      closePopup();
      navigate('/');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { start, busy, failure };
}
