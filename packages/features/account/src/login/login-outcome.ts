import type { LoginValue, SessionIssued } from '@croupier/contract';
import type { LoginType } from '@croupier/domain';

export type VerificationChallenge = Extract<LoginValue, { outcome: 'verify' }>;

/** What a login form hands up: a session, or the extra verification a new IP needs (SPEC §4). */
export interface LoginOutcomeHandlers {
  onSession: (issued: SessionIssued, loginType: LoginType) => void;
  onVerify: (challenge: VerificationChallenge, loginType: LoginType) => void;
}
