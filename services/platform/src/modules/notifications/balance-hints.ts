import type { Database } from '../../db/database';
import { noticePayload } from './notice-channel';
import { notifyChannel } from './repository';

/** Hints wait this long to be sent together: a player's spin (a bet, then its win) is one hint. */
export const BALANCE_HINT_BATCH_MS = 200;
/** The most payloads one statement sends; a busier window sends several statements. */
const MAX_PAYLOADS_PER_STATEMENT = 1_000;

/**
 * Balance hints of the seamless-wallet money path, sent after the provider's call has committed. That
 * path is one statement per call (decision 0015) and must stay so: a NOTIFY inside it would add a
 * statement to every bet and make its commit queue behind every other notifying commit (Postgres takes
 * one lock for all of them). Instead each call only records its member here; the members of a short
 * window go out in one statement per instance, each once. A hint lost to a crash in between costs
 * nothing but a balance shown late: pages ask for it again every 30 s anyway.
 */
export class BalanceHints {
  private readonly waiting = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly batchMs: number = BALANCE_HINT_BATCH_MS,
  ) {}

  add(merchantCode: string, memberId: string): void {
    const payload = noticePayload({ merchantCode, memberId, what: 'balance' });
    this.waiting.set(payload, payload);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.batchMs);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const payloads = [...this.waiting.keys()];
    this.waiting.clear();
    for (let start = 0; start < payloads.length; start += MAX_PAYLOADS_PER_STATEMENT) {
      // A hint is advice: a database that is closing or down loses it, and the page asks later anyway.
      await notifyChannel(this.db, payloads.slice(start, start + MAX_PAYLOADS_PER_STATEMENT)).catch(() => {});
    }
  }
}

const hintsByDatabase = new WeakMap<Database, BalanceHints>();

/** The hints of one database (tests run many), made on first use. */
export function balanceHintsOf(db: Database): BalanceHints {
  let hints = hintsByDatabase.get(db);
  if (!hints) {
    hints = new BalanceHints(db);
    hintsByDatabase.set(db, hints);
  }
  return hints;
}
