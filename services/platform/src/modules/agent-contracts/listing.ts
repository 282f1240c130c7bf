import type { Brand } from '@croupier/brand-config';
import type { Consolidated, ContractList, PendingContractRequests } from '@croupier/contract';
import { MAX_HELD_CONTRACTS_LISTED, PAGE_SIZE_CONTRACTS, isAgentType, type ContractKind } from '@croupier/domain';
import type { Database } from '../../db/database';
import type { MemberRecord } from '../accounts';
import { kindEnabled } from './kinds';
import {
  countPendingFor,
  selectActiveContractsOf,
  selectConflicts,
  selectGivenContracts,
  selectHeldContracts,
  selectKindsTouched,
  selectOpenOffers,
  selectPendingRequests,
  selectRequestsOfContracts,
} from './repository';
import { conflictView, contractView, requestView } from './views';

/** What the contract pages and the popup read: the flags, the pending requests and the contracts list. */

/**
 * SPEC §3 consolidated info: a page's flag is on when the brand runs its kind and the agent holds,
 * held or gave a contract of it (its records are there to read). A non-agent member sees none.
 */
export async function consolidated(db: Database, brand: Brand, member: MemberRecord): Promise<Consolidated> {
  if (!isAgentType(member.type)) return { dailysalreqtype: false, divtypereq: false, contracthoursalreqs: false, realtimesalreqtype: false, pendingRequests: 0 };
  const touched = new Set(await selectKindsTouched(db, brand.merchantCode, member.id));
  const shows = (kind: ContractKind) => kindEnabled(brand, kind) && touched.has(kind);
  return {
    dailysalreqtype: shows('SALARY'),
    divtypereq: shows('DIVIDEND'),
    contracthoursalreqs: shows('HOURLY'),
    realtimesalreqtype: shows('REALTIME'),
    pendingRequests: await countPendingFor(db, brand.merchantCode, member.id),
  };
}

/** The contract popup: what awaits the agent's answer (with what accepting an offer would end), and what it awaits. */
export async function pendingRequests(db: Database, brand: Brand, agent: MemberRecord): Promise<PendingContractRequests> {
  return db.transaction(async (tx) => {
    const awaiting = await selectPendingRequests(tx, brand.merchantCode, agent.id, 'to');
    const asked = await selectPendingRequests(tx, brand.merchantCode, agent.id, 'from');
    const awaitingCaller = [];
    for (const request of awaiting) {
      const wouldTerminate = request.type === 'NEW' ? await selectConflicts(tx, brand.merchantCode, agent.id, request.kind, request.ratePpm) : [];
      awaitingCaller.push({ ...requestView(request, agent.id), wouldTerminate: wouldTerminate.map(conflictView) });
    }
    return { awaitingCaller, awaitingOthers: asked.map((request) => requestView(request, agent.id)) };
  });
}

export interface ContractListQuery {
  status?: 'active' | 'all' | undefined;
  downline?: string | undefined;
  kind?: ContractKind | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export async function contractList(db: Database, brand: Brand, agent: MemberRecord, query: ContractListQuery): Promise<ContractList> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_CONTRACTS;
  const filter = { merchantCode: brand.merchantCode, activeOnly: (query.status ?? 'active') === 'active', kind: query.kind };
  return db.transaction(async (tx) => {
    const held = await selectHeldContracts(tx, { ...filter, holderId: agent.id }, MAX_HELD_CONTRACTS_LISTED);
    const given = await selectGivenContracts(tx, { ...filter, giverId: agent.id, holderUsername: query.downline }, (pageNo - 1) * pageSize, pageSize);
    const requests = await selectRequestsOfContracts(tx, brand.merchantCode, [...held, ...given.contracts].map((contract) => contract.id));
    const openOffers = await selectOpenOffers(tx, brand.merchantCode, agent.id, MAX_HELD_CONTRACTS_LISTED);
    const own = await selectActiveContractsOf(tx, brand.merchantCode, agent.id);
    return {
      held: held.map((contract) => contractView(contract, requests, agent.id)),
      given: given.contracts.map((contract) => contractView(contract, requests, agent.id)),
      pageNo,
      pageSize,
      total: given.total,
      totalPages: Math.ceil(given.total / pageSize),
      openOffers: openOffers.map((request) => requestView(request, agent.id)),
      offerable: own.filter((contract) => kindEnabled(brand, contract.kind)).map((contract) => ({ kind: contract.kind, ownContractId: contract.id, maxRatePpm: contract.ratePpm })),
    };
  });
}
