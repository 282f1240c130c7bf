import { randomBytes } from 'node:crypto';
import { beaconPublicKeyOf, signBeaconRound } from '@croupier/provably-fair';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { beaconRoundTime, type BeaconInfo, type PublishedBeaconRound, type RandomnessBeacon } from './beacon';

/**
 * Ten rounds a second: a Crash round names the first one due after its betting closes, and the curve
 * needs 166 ms to reach 1.01x, the lowest cash-out, so the point is always drawn before anyone can act.
 */
export const LOCAL_BEACON_PERIOD_MS = 100;

interface KeyRow {
  secret_key: string;
  genesis_ms: string;
  period_ms: number;
}

/**
 * The platform's stand-in for a public beacon, for the demo and tests: rounds every 100 ms from the
 * Unix epoch, each the Ed25519 signature of its round under a key kept in the database (one for all
 * instances, made by the first that needs it), published only once its time has come. It is not
 * independent of the operator, who holds the key; a live site plugs a public beacon in instead
 * (decision 0028).
 */
export class LocalBeacon implements RandomnessBeacon {
  private key: Promise<{ secretKey: string; info: BeaconInfo }> | null = null;
  private readonly signed = new Map<number, PublishedBeaconRound>();

  constructor(private readonly db: Queryable) {}

  info(): Promise<BeaconInfo> {
    return this.loadKey().then((key) => key.info);
  }

  async read(round: number, nowMs: number): Promise<PublishedBeaconRound | null> {
    const { info } = await this.loadKey();
    if (beaconRoundTime(info, round) > nowMs) return null;
    return this.roundOf(round);
  }

  /** Any round, due or not: what only the holder of the key can do (tests predict points with it). */
  async roundOf(round: number): Promise<PublishedBeaconRound> {
    const cached = this.signed.get(round);
    if (cached) return cached;
    const { secretKey, info } = await this.loadKey();
    const published = { ...signBeaconRound(secretKey, round), atMs: beaconRoundTime(info, round) };
    // A round is asked for by the runner, every cash-out and the verifier around the same time: keep the last few.
    if (this.signed.size >= 64) this.signed.delete(this.signed.keys().next().value as number);
    this.signed.set(round, published);
    return published;
  }

  private loadKey() {
    this.key ??= this.readOrMakeKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async readOrMakeKey(): Promise<{ secretKey: string; info: BeaconInfo }> {
    await this.db.query(
      `INSERT INTO local_beacon (id, secret_key, public_key, genesis_ms, period_ms, created_at) VALUES (1, $1, $2, 0, $3, $4::timestamptz) ON CONFLICT (id) DO NOTHING`,
      this.newKeyRow(),
    );
    const { rows } = await this.db.query<KeyRow>('SELECT secret_key, genesis_ms::text AS genesis_ms, period_ms FROM local_beacon WHERE id = 1');
    const row = rows[0];
    if (!row) throw new Error('inhouse: the local beacon has no key');
    return { secretKey: row.secret_key, info: { publicKey: beaconPublicKeyOf(row.secret_key), genesisMs: Number(row.genesis_ms), periodMs: Number(row.period_ms) } };
  }

  private newKeyRow(): unknown[] {
    const secretKey = randomBytes(32).toString('hex');
    return [secretKey, beaconPublicKeyOf(secretKey), LOCAL_BEACON_PERIOD_MS, isoAt(Date.now())];
  }
}
