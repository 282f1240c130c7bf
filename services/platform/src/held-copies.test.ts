import { describe, expect, it } from 'vitest';
import { HeldCopies } from './held-copies';
import { FakeClock } from '../testing/fake-clock';

/** A source whose value per key the test changes, counting the loads it answers. */
function countedSource() {
  const values = new Map<string, string>();
  const loads: string[] = [];
  const pending: (() => void)[] = [];
  let holdLoads = false;
  return {
    values,
    loads,
    hold: () => (holdLoads = true),
    release: () => {
      holdLoads = false;
      for (const resume of pending.splice(0)) resume();
    },
    load: async (key: string) => {
      loads.push(key);
      const read = values.get(key) ?? 'none';
      if (holdLoads) await new Promise<void>((resume) => pending.push(resume));
      return read;
    },
  };
}

describe('held copies', () => {
  it('answers from the copy until the time to live has passed, then loads again', async () => {
    const clock = new FakeClock();
    const source = countedSource();
    const copies = new HeldCopies(source.load, clock, 1_000);
    source.values.set('a', 'first');
    expect(await copies.of('a')).toBe('first');
    source.values.set('a', 'second');
    clock.advance(999);
    expect(await copies.of('a')).toBe('first');
    clock.advance(1);
    expect(await copies.of('a')).toBe('second');
    expect(source.loads).toEqual(['a', 'a']);
  });

  it('shares one load between concurrent readers', async () => {
    const source = countedSource();
    const copies = new HeldCopies(source.load, new FakeClock(), 1_000);
    source.hold();
    const readers = [copies.of('a'), copies.of('a'), copies.of('a')];
    source.release();
    expect(await Promise.all(readers)).toEqual(['none', 'none', 'none']);
    expect(source.loads).toEqual(['a']);
  });

  it('keeps a load that began before a drop from storing what it read', async () => {
    const source = countedSource();
    const copies = new HeldCopies(source.load, new FakeClock(), 1_000);
    source.values.set('a', 'old');
    source.hold();
    const early = copies.of('a');
    source.values.set('a', 'new');
    copies.drop('a');
    source.release();
    expect(await early).toBe('old');
    expect(await copies.of('a')).toBe('new');
  });

  it('forgets every copy past its bound of keys, and loads them again when asked', async () => {
    const source = countedSource();
    const copies = new HeldCopies(source.load, new FakeClock(), 60_000, 2);
    for (const key of ['a', 'b']) await copies.of(key);
    await copies.of('a');
    expect(source.loads).toEqual(['a', 'b']);
    await copies.of('c'); // the third key: a and b are forgotten
    await copies.of('c');
    await copies.of('a');
    expect(source.loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
