import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { CallBody, seamlessRollback, seamlessWin } from '@croupier/contract';

export type WinBody = CallBody<typeof seamlessWin>;
export type RollbackBody = CallBody<typeof seamlessRollback>;

/**
 * A win or a rollback the platform must receive sooner or later. A rollback written before its bet is
 * sent stays `armed` (not sent) while the bet is in flight: if the bet is answered it gives way to the
 * win, if the bet cannot be delivered it is sent, and if this process dies first, the next start sends
 * it, because nobody knows then whether the bet was taken.
 */
export type PendingSettlement = { id: string; kind: 'win'; body: WinBody } | { id: string; kind: 'rollback'; body: RollbackBody; armed?: boolean };

interface QueueFile {
  version: 1;
  settlements: PendingSettlement[];
}

/**
 * The provider's small durable queue: one JSON file, rewritten whole through a temporary file and a
 * rename (atomic on one file system) after an fsync, one write at a time. It holds only what is
 * unfinished, so it stays a few entries long.
 */
export class PendingSettlements {
  private readonly entries = new Map<string, PendingSettlement>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {}

  /** Loads the file left by the last run; an armed rollback from then is live now. */
  static async open(file: string): Promise<PendingSettlements> {
    const queue = new PendingSettlements(file);
    await mkdir(path.dirname(file), { recursive: true });
    let text: string | null = null;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text !== null) {
      const stored = JSON.parse(text) as QueueFile;
      for (const entry of stored.settlements) queue.entries.set(entry.id, entry.kind === 'rollback' ? { ...entry, armed: false } : entry);
    }
    return queue;
  }

  /** Everything still to deliver, armed rollbacks left out. */
  deliverable(): PendingSettlement[] {
    return [...this.entries.values()].filter((entry) => entry.kind === 'win' || !entry.armed);
  }

  all(): PendingSettlement[] {
    return [...this.entries.values()];
  }

  /** Adds, replaces and removes entries in one write, so a crash never leaves half a change. */
  change(change: { put?: PendingSettlement[]; remove?: string[] }): Promise<void> {
    for (const id of change.remove ?? []) this.entries.delete(id);
    for (const entry of change.put ?? []) this.entries.set(entry.id, entry);
    const snapshot: QueueFile = { version: 1, settlements: this.all() };
    const write = this.writing.then(() => this.writeFile(snapshot));
    // A failed write must not block later ones; the caller still sees this one fail.
    this.writing = write.catch(() => {});
    return write;
  }

  private async writeFile(snapshot: QueueFile): Promise<void> {
    const temporary = `${this.file}.${randomUUID()}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(snapshot));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.file);
  }
}
