import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePopup, useSession } from '../stores/app-stores';

/** SPEC §4 game launch: a guest is asked to log in first; a trial player gets a notice; a session opens the game popup. */
export function usePlayGame(): () => void {
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const role = useSession((state) => state.role);
  const openPopup = usePopup((state) => state.openPopup);
  return useCallback(() => {
    if (!token) navigate('/login');
    else if (role === 'trial') openPopup('trialWarning');
    else openPopup('game');
  }, [navigate, openPopup, role, token]);
}
