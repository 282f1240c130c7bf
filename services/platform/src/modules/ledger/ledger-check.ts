import type { LedgerProblem } from '@croupier/contract';
import type { Queryable } from '../../db/database';

export type { LedgerProblem } from '@croupier/contract';

/** Every problem ledger_check() (ledger/sql/ledger_check.sql) finds; an empty list means the ledger is consistent. */
export async function ledgerProblems(db: Queryable): Promise<LedgerProblem[]> {
  const { rows } = await db.query<LedgerProblem>('SELECT problem, subject, detail FROM ledger_check() ORDER BY problem, subject');
  return rows;
}

/** Throws, listing what is wrong, unless ledger_check() finds nothing. Tests call it after their postings. */
export async function assertLedgerConsistent(db: Queryable): Promise<void> {
  const problems = await ledgerProblems(db);
  if (problems.length === 0) return;
  const lines = problems.map((each) => `  ${each.problem} ${each.subject}: ${each.detail}`);
  throw new Error(`the ledger is inconsistent:\n${lines.join('\n')}`);
}

export interface LedgerReport {
  consistent: boolean;
  problems: LedgerProblem[];
  postings: number;
  entries: number;
  accounts: number;
}

/** The operator's check: the problems, and how much was looked at. */
export async function checkLedger(db: Queryable): Promise<LedgerReport> {
  const problems = await ledgerProblems(db);
  const { rows } = await db.query<{ postings: string; entries: string; accounts: string }>(
    `SELECT (SELECT count(*) FROM ledger_postings)::text AS postings, (SELECT count(*) FROM ledger_entries)::text AS entries,
            (SELECT count(*) FROM ledger_accounts)::text AS accounts`,
  );
  const counts = rows[0] ?? { postings: '0', entries: '0', accounts: '0' };
  return { consistent: problems.length === 0, problems, postings: Number(counts.postings), entries: Number(counts.entries), accounts: Number(counts.accounts) };
}
