import { execFileSync } from 'node:child_process';
import { changedHomePageFiles } from '../../scripts/check-lighthouse-freshness.mjs';
import { REPO_ROOT } from './processes';

/**
 * The commit the measured code is on, to record beside the figures (the freshness check compares
 * later changes with it), and whether the working tree holds changes to the home page that the
 * build took in but no commit has.
 */
export function sourceLine(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const { uncommitted } = changedHomePageFiles(commit);
    const dirty = uncommitted.length === 0 ? 'no uncommitted changes to the home page' : `plus uncommitted changes to ${uncommitted.length} home-page files (${uncommitted.slice(0, 5).join(', ')}${uncommitted.length > 5 ? ', ...' : ''})`;
    return `source: commit ${commit}, ${dirty}`;
  } catch (error) {
    return `source: unknown (${(error as Error).message.split('\n')[0]})`;
  }
}
