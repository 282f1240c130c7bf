import { RESET_PASSWORD_PATH } from '../routing/route-table';

/**
 * Whether a `token` in the address is a session handed over (from an agent portal or an app). On the
 * reset-password page it is the reset token of the mail instead, and must stay where the page reads it.
 */
export function carriesSessionToken(pathname: string): boolean {
  return pathname !== RESET_PASSWORD_PATH;
}
