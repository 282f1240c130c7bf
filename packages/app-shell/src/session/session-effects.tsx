import { useEffect } from 'react';
import { useMemberInfo } from '@croupier/feature-account/environment';
import { usePopup, useSession } from '../stores/app-stores';

/**
 * Keeps the session in step with the server: member info (react-query) names the member type, which
 * decides agent and trial (SPEC §3); a password change still owed (cpw) reopens its popup, so a
 * reload cannot skip it.
 */
export function SessionEffects() {
  const token = useSession((state) => state.token);
  const setMemberType = useSession((state) => state.setMemberType);
  const passwordChangeRequired = useSession((state) => state.passwordChangeRequired);
  const openPopup = usePopup((state) => state.openPopup);
  const member = useMemberInfo();
  const memberType = member.data?.type;

  useEffect(() => {
    if (memberType !== undefined) setMemberType(memberType);
  }, [memberType, setMemberType]);

  useEffect(() => {
    if (token && passwordChangeRequired) openPopup('changePassword', { forced: true });
  }, [token, passwordChangeRequired, openPopup]);

  return null;
}
