import type { SessionIssued } from '@croupier/contract';
import { mustChangePasswordAfterLogin, type LoginType } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import { issueSession } from '../sessions';
import { updateLoginTimes, upsertLoginIp, type MemberRecord } from './repository';

/** A password older than this counts as expired (the brand decides whether that forces a change). */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export function isPasswordExpired(member: MemberRecord, nowMs: number): boolean {
  return member.passwordHash !== null && member.passwordChangedAtMs !== null && nowMs - member.passwordChangedAtMs > PASSWORD_MAX_AGE_MS;
}

const isoOrNull = (ms: number | null) => (ms === null ? null : isoAt(ms));

/**
 * Completes a login: the last login becomes the previous one, the address joins the member's known
 * addresses, and a session is issued. firstTimeLogin is true only on an account's very first login.
 * When the password must change first (the same rule the browser applies), the session is marked so
 * and the server refuses it everything but the change, member info and logout.
 */
export async function signIn(deps: AppDeps, brand: Brand, member: MemberRecord, ip: string, loginType: LoginType): Promise<SessionIssued> {
  const nowMs = deps.config.clock.nowMs();
  const passwordExpired = isPasswordExpired(member, nowMs);
  const passwordChangeRequired = mustChangePasswordAfterLogin({
    loginType,
    initialPassword: member.initialPassword,
    passwordExpired,
    expiryChangeEnabled: brand.features.passwordExpiryChange,
  });
  const token = await deps.db.transaction(async (tx) => {
    await updateLoginTimes(tx, member.merchantCode, member.id, ip, nowMs);
    await upsertLoginIp(tx, member.merchantCode, member.id, ip, nowMs);
    return issueSession(tx, member.merchantCode, member.id, ip, nowMs, { passwordChangeRequired });
  });
  return {
    outcome: 'session',
    token,
    firstTimeLogin: member.lastLoginAtMs === null,
    passwordExpired,
    initialPassword: member.initialPassword,
    memberType: member.type,
    previousLoginAt: isoOrNull(member.lastLoginAtMs),
  };
}

/** The session that replaces the revoked ones after a password change; it is not a new login. */
export async function sessionAfterPasswordChange(deps: AppDeps, member: MemberRecord, ip: string): Promise<SessionIssued> {
  const token = await issueSession(deps.db, member.merchantCode, member.id, ip, deps.config.clock.nowMs(), { passwordChangeRequired: false });
  return {
    outcome: 'session',
    token,
    firstTimeLogin: false,
    passwordExpired: false,
    initialPassword: false,
    memberType: member.type,
    previousLoginAt: isoOrNull(member.previousLoginAtMs),
  };
}
