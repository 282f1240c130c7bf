import { roleOf } from '@croupier/domain';

export type MemberKind = 'player' | 'agent' | 'trial' | 'house';

/** SPEC §3: the brand's own accounts (type 9) hold the house's money, not a person's. */
const HOUSE_ACCOUNT_TYPE = 9;

/** SPEC §3 member types as the console names them. */
export function memberKindOf(type: number): MemberKind {
  if (type === HOUSE_ACCOUNT_TYPE) return 'house';
  const role = roleOf(type);
  return role === 'agent' ? 'agent' : role === 'trial' ? 'trial' : 'player';
}
