import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkAffiliate, register, registerMobile, type RegisterSecret } from '@croupier/contract';
import { isApiError } from '@croupier/api-client';
import { useApiClient } from '@croupier/api-client/react';
import { useAccountEnvironment } from '../environment/account-environment';
import type { RegisterMethod } from './register-plan';

export type RegisterFailure = { kind: 'invalidAffiliate' } | { kind: 'failed'; error: unknown };

/**
 * SPEC §4 register: the affiliate code is checked first (a wrong one stops here, with the
 * invitation-code warning), then the sealed register call; its session logs the player in and home.
 */
export function useRegisterSubmit(method: RegisterMethod) {
  const { startSession, closePopup } = useAccountEnvironment();
  const client = useApiClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(secret: RegisterSecret): Promise<RegisterFailure | null> {
    setBusy(true);
    try {
      if (secret.affiliateCode) {
        const valid = await client.callApi(checkAffiliate, { query: { code: secret.affiliateCode, domain: secret.domain } });
        if (!valid) return { kind: 'invalidAffiliate' };
      }
      const issued = await client.callApi(method === 'mobile' ? registerMobile : register, { secret });
      startSession(issued);
      closePopup();
      navigate('/');
      return null;
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_INVITATION_CODE') return { kind: 'invalidAffiliate' };
      return { kind: 'failed', error };
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy };
}
