import { checkLedger } from './ops-api';

/**
 * After the last journey, while the server still runs: every posting the journeys made sums to zero,
 * every balance is the sum of its entries, no wallet is below zero. A problem fails the run.
 */
// eslint-disable-next-line no-restricted-exports -- Playwright takes a global teardown from its module's default export
export default async function ledgerHoldsAfterTheJourneys(): Promise<void> {
  const result = await checkLedger();
  const problems = result.problems.map((problem) => `  ${problem.problem} ${problem.subject}: ${problem.detail}`).join('\n');
  if (!result.consistent) throw new Error(`The ledger is not consistent after the journeys:\n${problems}`);
  console.log(`Ledger consistent after the journeys: ${result.postings} postings, ${result.entries} entries, ${result.accounts} accounts.`);
}
