import { randomBytes } from 'node:crypto';
import type { RoundPlayer } from '../wallet/round-runner';

/** A player's game as this provider keeps it, from the platform's authenticate answer. */
export interface PlayerSession extends RoundPlayer {
  /** what the page sends back with every spin */
  id: string;
  currency: string;
  scale: number;
  language: 'en' | 'bn';
  nickname: string;
  demo: boolean;
  createdAtMs: number;
  /** spins of one page run one after another, in the order they were asked for */
  lastRound: Promise<unknown>;
}

/** The platform ends game sessions after 12 hours; this provider forgets its side then too. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Open game pages, in memory: a restart loses them, and the player reopens the game from the site
 * (the platform's launch gives a new token). What money is owed survives in the settlement queue.
 */
export class PlayerSessions {
  private readonly sessions = new Map<string, PlayerSession>();

  constructor(private readonly nowMs: () => number = Date.now) {}

  open(session: Omit<PlayerSession, 'id' | 'createdAtMs' | 'lastRound'>): PlayerSession {
    this.forgetOld();
    const opened: PlayerSession = { ...session, id: randomBytes(24).toString('base64url'), createdAtMs: this.nowMs(), lastRound: Promise.resolve() };
    this.sessions.set(opened.id, opened);
    return opened;
  }

  find(id: string): PlayerSession | undefined {
    const session = this.sessions.get(id);
    if (!session || this.nowMs() - session.createdAtMs >= SESSION_LIFETIME_MS) return undefined;
    return session;
  }

  /** Runs `work` after the session's previous round, so a double tap cannot interleave two stakes. */
  inTurn<T>(session: PlayerSession, work: () => Promise<T>): Promise<T> {
    const turn = session.lastRound.then(work, work);
    session.lastRound = turn.catch(() => {});
    return turn;
  }

  private forgetOld(): void {
    const now = this.nowMs();
    for (const [id, session] of this.sessions) if (now - session.createdAtMs >= SESSION_LIFETIME_MS) this.sessions.delete(id);
  }
}
