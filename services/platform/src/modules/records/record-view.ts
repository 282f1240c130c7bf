import type { BetRecord } from '@croupier/contract';
import { IN_HOUSE_VENDOR, type Language } from '@croupier/domain';
import type { CatalogueSnapshot } from '../games';
import { toApiMinor } from '../ledger';
import type { RecordRow } from './records-repository';

/** The record id of a round: `h~<id>` in-house, `p~<provider>~<round>` for a provider's (the contract's betRecordIdSchema). */
export function recordIdOf(row: Pick<RecordRow, 'source' | 'providerCode' | 'roundId'>): string {
  return row.source === 'in-house' ? `h~${row.roundId}` : `p~${row.providerCode ?? ''}~${row.roundId}`;
}

export type RecordKey = { source: 'in-house'; roundId: string } | { source: 'provider'; providerCode: string; roundId: string };

export function recordKeyOf(recordId: string): RecordKey {
  const [kind, first = '', ...rest] = recordId.split('~');
  if (kind === 'h') return { source: 'in-house', roundId: first };
  return { source: 'provider', providerCode: first, roundId: rest.join('~') };
}

/**
 * A round as the record shows it. Names, type and vendor come from the brand's catalogue; a game no
 * longer listed there (its vendor taken off the site) keeps its code for a name and has no type.
 */
export function betRecordView(row: RecordRow, snapshot: CatalogueSnapshot, language: Language): BetRecord {
  const game = snapshot.gameById(row.gameId);
  const fallbackVendor = row.source === 'in-house' ? IN_HOUSE_VENDOR : (row.providerCode ?? '');
  return {
    recordId: recordIdOf(row),
    roundId: row.roundId,
    source: row.source,
    gameId: row.gameId,
    gameName: game ? (language === 'bn' ? game.nameBn : game.nameEn) : row.gameCode,
    gameType: game ? game.gameType : row.source === 'in-house' ? 'BGS' : null,
    vendor: game ? game.vendor.name : fallbackVendor,
    placedAt: row.placedAt,
    stakeMinor: toApiMinor(row.stakeMinor),
    payoutMinor: toApiMinor(row.payoutMinor),
    netMinor: toApiMinor(row.payoutMinor - row.stakeMinor),
    status: row.status,
  };
}
