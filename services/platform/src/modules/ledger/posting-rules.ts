import { ApiError } from '../../http/api-error';
import { HOUSE_ACCOUNTS, POSTING_KINDS, type AccountRef, type PostingRequest } from './ledger-types';

/** The widest amount a bigint column holds. */
const INT8_MAX = 2n ** 63n - 1n;
const WALLET_CODE = /^(MAIN|[A-Z0-9_]{2,16})$/;
const MEMBER_ID = /^[1-9][0-9]{0,18}$/;
/** Sources and keys are ids, not documents; a bound keeps the unique index small. */
const IDEMPOTENCY_TEXT_MAX = 200;

/**
 * A posting request that breaks these rules is a fault in the server's own code (no client writes
 * legs), so it is refused as INTERNAL before anything is read or written.
 */
function fault(message: string): ApiError {
  return new ApiError('INTERNAL', `ledger: ${message}`);
}

/** Text that names the account the same way wherever it appears, to find a leg listed twice. */
export function accountKeyOf(account: AccountRef): string {
  return account.kind === 'member' ? `member:${account.merchantCode}:${account.memberId}:${account.wallet}` : `house:${account.merchantCode}:${account.name}`;
}

function checkAccount(account: AccountRef, merchantCode: string, where: string): void {
  if (account.merchantCode !== merchantCode) throw fault(`${where} is an account of ${account.merchantCode} in a posting of ${merchantCode}; a posting stays within one merchant`);
  if (account.kind === 'member') {
    if (!MEMBER_ID.test(account.memberId)) throw fault(`${where} names member ${JSON.stringify(account.memberId)}, which is not a member id`);
    if (!WALLET_CODE.test(account.wallet)) throw fault(`${where} names wallet ${JSON.stringify(account.wallet)}; a wallet is MAIN or a vendor code`);
    return;
  }
  if (!HOUSE_ACCOUNTS.includes(account.name)) throw fault(`${where} names house account ${JSON.stringify(account.name)}, which does not exist`);
}

function checkIdempotency(request: PostingRequest): void {
  const { source, key } = request.idempotency;
  for (const [name, text] of [['source', source], ['key', key]] as const) {
    if (typeof text !== 'string' || text.length === 0 || text.length > IDEMPOTENCY_TEXT_MAX) throw fault(`the idempotency ${name} must be 1 to ${IDEMPOTENCY_TEXT_MAX} characters`);
  }
}

/**
 * Refuses a request whose legs do not make one balanced posting of one merchant. Legs of zero are
 * allowed: a round settled with nothing won still records its key and answers the balances.
 */
export function checkPostingRequest(request: PostingRequest): void {
  checkIdempotency(request);
  if (!POSTING_KINDS.includes(request.kind)) throw fault(`${JSON.stringify(request.kind)} is not a posting kind`);
  const memberId = request.reference?.memberId;
  if (memberId !== undefined && !MEMBER_ID.test(memberId)) throw fault(`reference.memberId ${JSON.stringify(memberId)} is not a member id`);
  if (request.legs.length < 2) throw fault(`a posting needs two or more legs, got ${request.legs.length}`);
  const seen = new Set<string>();
  let total = 0n;
  request.legs.forEach((leg, index) => {
    const where = `leg ${index}`;
    if (typeof leg.amountMinor !== 'bigint') throw fault(`${where} amount must be a bigint of minor units`);
    if (leg.amountMinor > INT8_MAX || leg.amountMinor < -INT8_MAX) throw fault(`${where} amount ${leg.amountMinor} does not fit a bigint column`);
    checkAccount(leg.account, request.merchantCode, where);
    const accountKey = accountKeyOf(leg.account);
    if (seen.has(accountKey)) throw fault(`${where} names an account another leg names too; give each account one leg`);
    seen.add(accountKey);
    total += leg.amountMinor;
  });
  if (total !== 0n) throw fault(`the legs sum to ${total}; a posting's legs sum to zero`);
}
