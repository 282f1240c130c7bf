import path from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseLocation {
  /** a postgres:// URL; when absent the embedded database under dataDir is used */
  databaseUrl?: string;
  dataDir: string;
}

export async function openDatabase(location: DatabaseLocation, onIdleError: (error: Error) => void): Promise<Database> {
  if (location.databaseUrl) return openPostgresDatabase(location.databaseUrl, onIdleError);
  return openPgliteDatabase(path.join(location.dataDir, 'pgdata'));
}
