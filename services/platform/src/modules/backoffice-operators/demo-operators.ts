import type { OperatorRole } from '@croupier/domain';
import type { Database } from '../../db/database';
import { DEMO_PASSWORD, type PasswordHasher } from '../accounts';
import { anyOperatorExists, insertOperator } from './repository';

/** The demo operators share the demo members' password, so the demo has one password to remember. */
export const DEMO_OPERATOR_PASSWORD = DEMO_PASSWORD;

export const DEMO_OPERATORS: readonly { username: string; displayName: string; role: OperatorRole }[] = [
  { username: 'cashier1', displayName: 'Demo Cashier 1', role: 'CASHIER' },
  { username: 'cashier2', displayName: 'Demo Cashier 2', role: 'CASHIER' },
  { username: 'supervisor1', displayName: 'Demo Supervisor', role: 'SUPERVISOR' },
  // a second supervisor, so what needs two (publishing a promotion, funding a red envelope) can be shown
  { username: 'supervisor2', displayName: 'Demo Supervisor 2', role: 'SUPERVISOR' },
];

/**
 * Two cashiers and two supervisors on every brand, written only while the database has no operator at
 * all: once anyone has made one (or a start has written these), operators are people's business.
 * Instances starting together may both find none; the unique name keeps one of each. Returns the
 * names written.
 */
export async function seedDemoOperators(db: Database, passwords: PasswordHasher, nowMs: number): Promise<string[]> {
  if (await anyOperatorExists(db)) return [];
  const hashed = await Promise.all(DEMO_OPERATORS.map(async (operator) => ({ ...operator, passwordHash: await passwords.hash(DEMO_OPERATOR_PASSWORD) })));
  return db.transaction(async (tx) => {
    const written: string[] = [];
    for (const operator of hashed) {
      const created = await insertOperator(tx, { ...operator, merchantCodes: null, createdAtMs: nowMs });
      if (created) written.push(created.username);
    }
    return written;
  });
}
