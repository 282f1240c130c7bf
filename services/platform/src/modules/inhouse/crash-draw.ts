import { crashPointOf } from '@croupier/provably-fair';
import type { RandomnessBeacon } from './beacon';
import { crashDelayMs } from './crash-curve';
import { isDrawn, type CrashRoundRow, type DrawnCrashRound } from './crash-repository';

/** What drawing a round adds to its row: the point, its time, and the beacon round's randomness and signature. */
export interface CrashDraw {
  crashPointHundredths: number;
  crashAtMs: number;
  salt: string;
  signature: string;
}

/**
 * The round's point from its round hash and its beacon round, once the beacon has published that round;
 * null before. A pure function of what is stored and what the beacon publishes, so the runner (which
 * writes it) and a cash-out served before the runner got there agree.
 */
export async function drawFromBeacon(round: CrashRoundRow, beacon: RandomnessBeacon, nowMs: number): Promise<CrashDraw | null> {
  if (!round.beacon) throw new Error(`inhouse: crash round ${round.id} has neither a point nor a beacon round`);
  const info = await beacon.info();
  if (info.publicKey !== round.beacon.publicKey) throw new Error(`inhouse: crash round ${round.id} names a beacon key this platform does not have`);
  const published = await beacon.read(round.beacon.round, nowMs);
  if (!published) return null;
  const crashPointHundredths = crashPointOf(round.roundHash, published.randomness, round.houseEdgeBps);
  return { crashPointHundredths, crashAtMs: round.startsAtMs + crashDelayMs(crashPointHundredths), salt: published.randomness, signature: published.signature };
}

export function withDraw(round: CrashRoundRow, draw: CrashDraw): DrawnCrashRound {
  const beacon = round.beacon ? { ...round.beacon, signature: draw.signature } : null;
  return { ...round, crashPointHundredths: draw.crashPointHundredths, crashAtMs: draw.crashAtMs, salt: draw.salt, beacon };
}

/** The round as drawn, drawing it in memory if its beacon round is out; null while it is not. */
export async function drawnRound(round: CrashRoundRow, beacon: RandomnessBeacon, nowMs: number): Promise<DrawnCrashRound | null> {
  if (isDrawn(round)) return round;
  const draw = await drawFromBeacon(round, beacon, nowMs);
  return draw ? withDraw(round, draw) : null;
}
