import type { CrashState } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import { selectCrashBets, selectCrashHistory, selectLatestCrashRound } from './crash-repository';
import { crashStateOf } from './crash-view';

/** How many crashed rounds a state carries, newest first. */
export const CRASH_HISTORY_LENGTH = 20;

/** The merchant's Crash table as the database has it now, seen by `memberId` (null for a guest); null before any round. */
export async function readCrashState(db: Queryable, merchantCode: string, memberId: string | null, nowMs: number): Promise<CrashState | null> {
  const round = await selectLatestCrashRound(db, merchantCode);
  if (!round) return null;
  const [bets, history] = [await selectCrashBets(db, round.id), await selectCrashHistory(db, merchantCode, CRASH_HISTORY_LENGTH)];
  return crashStateOf({ round, bets, history, memberId, nowMs });
}
