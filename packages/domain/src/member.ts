/** SPEC §3 member types. Agent types 1, 2, 41, 42; free-play trial accounts are type 4. */
export const AGENT_MEMBER_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_MEMBER_TYPE = 4;
export const PLAYER_MEMBER_TYPE = 0;

export type MemberRole = 'guest' | 'member' | 'agent' | 'trial';

export function isAgentType(type: number): boolean {
  return (AGENT_MEMBER_TYPES as readonly number[]).includes(type);
}

export function isTrialType(type: number): boolean {
  return type === TRIAL_MEMBER_TYPE;
}

export function roleOf(memberType: number | null | undefined): MemberRole {
  if (memberType === null || memberType === undefined) return 'guest';
  if (isAgentType(memberType)) return 'agent';
  if (isTrialType(memberType)) return 'trial';
  return 'member';
}

/** SPEC §3 member types an operator may create: 0 player, agents 1/2/41/42, 4 trial, 9 house account. */
export const OPS_MEMBER_TYPES = [0, 1, 2, 4, 9, 41, 42] as const;
