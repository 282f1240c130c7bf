import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database folder for this process. Two processes opening one PGlite folder would
 * corrupt it, so a second server is stopped with a message instead. A lock left by a process that is no
 * longer running is taken over. Returns the release function.
 */
export function lockDataDir(lockFile: string): () => void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `the embedded database is in use by another server (process ${holder}, lock ${lockFile}). Fix: stop that server, or set DATA_DIR or DATABASE_URL for this one`,
        { cause: error },
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
