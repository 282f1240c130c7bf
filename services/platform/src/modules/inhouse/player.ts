import type { Brand } from '@croupier/brand-config';
import type { Queryable } from '../../db/database';
import type { MemberRecord } from '../accounts';
import type { MerchantKeys } from '../sealing';
import { balanceOf } from '../ledger';
import { houseAccountFor, memberMainWallet } from './games';
import type { Stakeholder } from './money';
import type { SeedOwner } from './seed-pairs';

/** Who plays an in-house game: the brand, the member (free play included) and the merchant's keys. */
export interface InHousePlayer {
  brand: Brand;
  member: MemberRecord;
  keys: MerchantKeys;
}

export function seedOwnerOf(player: InHousePlayer): SeedOwner {
  return { keys: player.keys, merchantCode: player.brand.merchantCode, memberId: player.member.id };
}

export function stakeholderOf(player: InHousePlayer): Stakeholder {
  return { merchantCode: player.brand.merchantCode, memberId: player.member.id, houseAccount: houseAccountFor(player.member) };
}

export function mainBalanceOf(db: Queryable, player: InHousePlayer): Promise<bigint> {
  return balanceOf(db, memberMainWallet(player.brand.merchantCode, player.member.id));
}
