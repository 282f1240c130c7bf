import { statSync } from 'node:fs';
import path from 'node:path';

/** Vite writes content-hashed bundles under assets/, so they never change under the same name. */
const HASHED_ASSET_DIR = 'assets';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

export type ShellTarget =
  | { kind: 'file'; relativePath: string; cacheControl: string }
  | { kind: 'shell-missing' }
  | { kind: 'not-found' };

function isFile(filePath: string): boolean {
  return statSync(filePath, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * What to send for a path of a brand shell: the file itself when it exists, index.html for client
 * routes (paths without a file extension), not-found for a missing file. Paths that climb out of the
 * dist folder or name hidden files are not-found.
 */
export function resolveShellTarget(distDir: string, pathname: string): ShellTarget {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (decoded.includes('\0') || segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) return { kind: 'not-found' };
  if (!isFile(path.join(distDir, 'index.html'))) return { kind: 'shell-missing' };

  if (segments.length > 0 && isFile(path.join(distDir, ...segments))) {
    const relativePath = segments.join('/');
    return { kind: 'file', relativePath, cacheControl: segments[0] === HASHED_ASSET_DIR && segments.length > 1 ? CACHE_HASHED : CACHE_REVALIDATE };
  }
  const last = segments.at(-1) ?? '';
  if (last.includes('.')) return { kind: 'not-found' };
  return { kind: 'file', relativePath: 'index.html', cacheControl: CACHE_REVALIDATE };
}
