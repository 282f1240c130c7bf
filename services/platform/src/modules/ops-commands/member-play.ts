import type { Brand } from '@croupier/brand-config';
import { isoAt } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberPlay, MemberPlayChange } from './member-play-calls';
import { deletePlayLock, insertPlayLock, selectMemberByUsername, selectPlayLock, type MemberRecord, type StoredPlayLock } from '../accounts';
import { insertOpsAction } from '../ops-access';

async function memberOfBrand(db: Queryable, brand: Brand, username: string): Promise<MemberRecord> {
  const member = await selectMemberByUsername(db, brand.merchantCode, username);
  if (!member) throw new ApiError('NOT_FOUND', `No member "${username}" in ${brand.code}`);
  return member;
}

function playOf(member: MemberRecord, lock: StoredPlayLock | null): MemberPlay {
  return { memberId: member.id, username: member.username, locked: lock !== null, reason: lock?.reason ?? null, lockedAt: lock?.lockedAt ?? null };
}

export async function showMemberPlay(db: Queryable, brand: Brand, username: string): Promise<MemberPlay> {
  const member = await memberOfBrand(db, brand, username);
  return playOf(member, await selectPlayLock(db, brand.merchantCode, member.id));
}

/**
 * Locks the member's play. Locking again changes nothing, not even the reason: the first lock's reason
 * and time are what the operators who come later need to see.
 */
export function lockMemberPlay(db: Database, brand: Brand, username: string, reason: string, nowMs: number): Promise<MemberPlayChange> {
  return db.transaction(async (tx) => {
    const member = await memberOfBrand(tx, brand, username);
    const written = await insertPlayLock(tx, brand.merchantCode, member.id, reason, isoAt(nowMs));
    if (!written) return { ...playOf(member, await selectPlayLock(tx, brand.merchantCode, member.id)), changed: false };
    await insertOpsAction(tx, brand.merchantCode, 'member.lock', { id: member.id, username: member.username, reason });
    return { ...playOf(member, written), changed: true };
  });
}

/** Lifts the lock; unlocking a member whose play is open changes nothing and is not an error. */
export function unlockMemberPlay(db: Database, brand: Brand, username: string): Promise<MemberPlayChange> {
  return db.transaction(async (tx) => {
    const member = await memberOfBrand(tx, brand, username);
    const lifted = await deletePlayLock(tx, brand.merchantCode, member.id);
    // the lifted lock's reason goes to the audit, since the row that held it is gone
    if (lifted) await insertOpsAction(tx, brand.merchantCode, 'member.unlock', { id: member.id, username: member.username, reason: lifted.reason, lockedAt: lifted.lockedAt });
    return { ...playOf(member, null), changed: lifted !== null };
  });
}
