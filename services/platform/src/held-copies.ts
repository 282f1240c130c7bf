import type { Clock } from './clock';

interface Held<T> {
  value: T;
  loadedAtMs: number;
}

/**
 * Per-key copies of data read from the database, held in this process for `ttlMs` so hot paths cost
 * no round trip (the embedded database answers one query at a time). Concurrent readers of a stale or
 * missing copy share one load; a drop forgets copies at once and keeps a load already under way from
 * storing what it read before the change. Past `maxKeys` copies all are forgotten, which only costs
 * loads again: a bound for keys a caller chooses (a request header), not for the usual few.
 */
export class HeldCopies<T> {
  private readonly held = new Map<string, Held<T>>();
  private readonly loading = new Map<string, Promise<T>>();
  /** bumped by every drop, so a load that began before a change never stores what it read */
  private generation = 0;

  constructor(
    private readonly load: (key: string) => Promise<T>,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxKeys: number = Number.POSITIVE_INFINITY,
  ) {}

  of(key: string): Promise<T> {
    const held = this.held.get(key);
    if (held && this.clock.nowMs() - held.loadedAtMs < this.ttlMs) return Promise.resolve(held.value);
    return this.loading.get(key) ?? this.startLoad(key);
  }

  drop(key: string): void {
    this.generation += 1;
    this.held.delete(key);
    this.loading.delete(key);
  }

  dropAll(): void {
    this.generation += 1;
    this.held.clear();
    this.loading.clear();
  }

  private startLoad(key: string): Promise<T> {
    const generation = this.generation;
    const startedAtMs = this.clock.nowMs();
    const loading = this.load(key)
      .then((value) => {
        if (generation === this.generation) {
          if (this.held.size >= this.maxKeys) this.held.clear();
          this.held.set(key, { value, loadedAtMs: startedAtMs });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loading) this.loading.delete(key);
      });
    this.loading.set(key, loading);
    return loading;
  }
}
