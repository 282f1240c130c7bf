import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the factory works from any app folder. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function brandFilePath(brandCode: string, repoRoot: string = REPO_ROOT): string {
  return path.join(repoRoot, 'brands', `${brandCode}.json`);
}
