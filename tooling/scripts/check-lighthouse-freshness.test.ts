import { describe, expect, it } from 'vitest';
import { isHomePageInput, lighthouseFreshness, recordedLighthouseCommit } from './check-lighthouse-freshness.mjs';

const RECORD = 'Median of 3 ...\n\nLighthouse figures taken on commit `abc1234def56`, 2026-11-28.\n';

/** A stand-in for git: the commits it knows, the files changed since the recorded one, the working tree's status. */
function fakeGit({ known = true, committed = [] as string[], status = [] as string[] } = {}) {
  return (args: string[]) => {
    if (args[0] === 'cat-file') {
      if (!known) throw new Error('fatal: not a valid object name');
      return '';
    }
    if (args[0] === 'diff') return committed.join('\n');
    if (args[0] === 'status') return status.join('\n');
    throw new Error(`unexpected git ${args.join(' ')}`);
  };
}

describe('check-lighthouse-freshness', () => {
  it('reads the commit the figures name', () => {
    expect(recordedLighthouseCommit(RECORD)).toBe('abc1234def56');
    expect(recordedLighthouseCommit('no figures here')).toBeNull();
  });

  it('counts the home page’s code, HTML, build and served content, but not tests, stories or notes', () => {
    for (const file of ['packages/app-shell/src/layout/header/top-nav.tsx', 'packages/features/games/src/home/home-screen.tsx', 'apps/site/index.html', 'brands/shonali.json', 'services/platform/src/modules/web/home-first-paint.ts', 'pnpm-lock.yaml']) {
      expect(isHomePageInput(file), file).toBe(true);
    }
    for (const file of ['packages/app-shell/src/layout/header/top-nav.test.tsx', 'packages/ui/src/components/Marquee/Marquee.stories.tsx', 'services/platform/src/modules/wallet/ledger.ts', 'apps/backoffice/src/main.tsx', 'docs/benchmarks.md']) {
      expect(isHomePageInput(file), file).toBe(false);
    }
  });

  it('passes quietly while nothing the home page is made of changed since the figures', () => {
    const run = fakeGit({ committed: ['services/platform/src/modules/wallet/ledger.ts'], status: [' M packages/app-shell/src/layout/header/top-nav.test.tsx'] });
    expect(lighthouseFreshness(RECORD, { run })).toEqual({ problems: [], warnings: [] });
  });

  it('warns, naming the files, when the home page changed after the figures’ commit, committed or not', () => {
    const run = fakeGit({ committed: ['packages/app-shell/src/layout/header/top-nav.tsx'], status: [' M packages/features/games/src/home/home-screen.tsx', '?? packages/features/games/src/home/new-row.tsx', 'R  a.ts -> packages/ui/src/b.ts'] });
    const { problems, warnings } = lighthouseFreshness(RECORD, { run });
    expect(problems).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('commit abc1234def56');
    expect(warnings[0]).toContain('1 committed since (packages/app-shell/src/layout/header/top-nav.tsx)');
    expect(warnings[0]).toContain('3 not committed yet (packages/features/games/src/home/home-screen.tsx, packages/features/games/src/home/new-row.tsx, packages/ui/src/b.ts)');
  });

  it('fails a stale record under --strict', () => {
    const run = fakeGit({ committed: ['brands/shonali.json'] });
    expect(lighthouseFreshness(RECORD, { run, strict: true }).problems).toHaveLength(1);
  });

  it('fails a record that names no commit, or one the repository does not have', () => {
    expect(lighthouseFreshness('no commit', { run: fakeGit() }).problems[0]).toContain('names no commit');
    expect(lighthouseFreshness(RECORD, { run: fakeGit({ known: false }) }).problems[0]).toContain('does not have');
  });
});
