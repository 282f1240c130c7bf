import type { Brand } from '@croupier/brand-config';
import type { BackofficeMember, BackofficeMemberDetail, MemberLedgerPage } from '@croupier/contract';
import { MAIN_WALLET, type AccountMovementGroup } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import { ApiError } from '../../http/api-error';
import { type MemberRecord, type MemberSearch, selectMemberById, selectMemberSearchPage } from '../accounts';
import { type OperatorContext, recordAudit, requireBrandAccess, worksOnBrand } from '../backoffice-operators';
import { accountRecord } from '../records';
import { memberBalance } from '../wallet';

/**
 * The console's member lookup (decision 0021): a brand's members by username or mobile number, one
 * member's wallets and ledger. Operators see the brands they work on only; a member of any other
 * brand reads as no member at all. Every look at one member is written to the audit log.
 */

export const AUDIT_MEMBER_VIEW = 'member.view';
export const AUDIT_MEMBER_LEDGER = 'member.ledger';

/** Digits, spaces and dashes, perhaps after a +: how people write a mobile number. */
const MOBILE_TEXT = /^\+?[0-9][0-9 -]*$/;
/** Fewer national digits than this would match nearly every number of a country. */
const MOBILE_MIN_DIGITS = 2;

/** What a search text matches: always the start of a username, and the start of a mobile number when it is one. */
export function memberSearchOf(text: string): MemberSearch {
  const usernamePrefix = text.trim().toLowerCase();
  if (!MOBILE_TEXT.test(usernamePrefix)) return { usernamePrefix, mobileDigits: null };
  const digits = usernamePrefix.replace(/\D/g, '');
  // Bangladeshis write their numbers with a trunk 0 that the stored national number leaves out.
  const national = digits.replace(/^0/, '');
  return { usernamePrefix, mobileDigits: national.length < MOBILE_MIN_DIGITS ? null : { national, international: digits } };
}

export function memberView(member: MemberRecord): BackofficeMember {
  return {
    memberId: member.id,
    merchantCode: member.merchantCode,
    username: member.username,
    type: member.type,
    mobile: member.mobile ? `${member.mobile.dialingCode} ${member.mobile.national}` : null,
    createdAt: isoAt(member.createdAtMs),
    lastLoginAt: member.lastLoginAtMs === null ? null : isoAt(member.lastLoginAtMs),
  };
}

/** The brand of a listing the operator asks for: NOT_FOUND when there is none, FORBIDDEN when not theirs. */
function listedBrand(deps: AppDeps, context: OperatorContext, merchantCode: string): Brand {
  const brand = deps.brands.byMerchantCode(merchantCode);
  if (!brand) throw new ApiError('NOT_FOUND', `No brand has merchant code ${merchantCode}`);
  requireBrandAccess(context, brand.merchantCode);
  return brand;
}

export interface MemberSearchPage {
  members: BackofficeMember[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** GET /bo/members: a page of the brand's members whose username or mobile number starts with `search`. */
export async function searchMembers(
  deps: AppDeps,
  context: OperatorContext,
  query: { merchantCode: string; search: string; page: number; pageSize: number },
): Promise<MemberSearchPage> {
  const brand = listedBrand(deps, context, query.merchantCode);
  const { members, total } = await selectMemberSearchPage(deps.db, brand.merchantCode, memberSearchOf(query.search), query.pageSize, (query.page - 1) * query.pageSize);
  return { members: members.map(memberView), page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
}

/** The member and their brand, or NOT_FOUND for a member of no brand the operator works on, whoever asks. */
async function lookedUpMember(deps: AppDeps, context: OperatorContext, merchantCode: string, memberId: string): Promise<{ brand: Brand; member: MemberRecord }> {
  const brand = deps.brands.byMerchantCode(merchantCode);
  const member = brand && worksOnBrand(context, brand.merchantCode) ? await selectMemberById(deps.db, brand.merchantCode, memberId) : null;
  if (!brand || !member) throw new ApiError('NOT_FOUND', `There is no member ${memberId} of ${merchantCode} on the brands you work on`);
  return { brand, member };
}

/** A read changes nothing, so an entry has no `before`; `after` says what was read when there is more than one thing to read. */
function auditLook(deps: AppDeps, context: OperatorContext, member: MemberRecord, action: string, read: unknown): Promise<void> {
  return recordAudit(
    deps.db,
    { operatorId: context.operator.id, action, merchantCode: member.merchantCode, subject: `member:${member.merchantCode}:${member.id}`, before: null, after: read, reason: null },
    deps.config.clock.nowMs(),
  );
}

/** GET /bo/members/:memberId: who the member is and what each of their wallets holds. Audited. */
export async function memberDetail(deps: AppDeps, context: OperatorContext, merchantCode: string, memberId: string): Promise<BackofficeMemberDetail> {
  const { brand, member } = await lookedUpMember(deps, context, merchantCode, memberId);
  const balance = await memberBalance(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member);
  const upline = member.uplineId === null ? null : await selectMemberById(deps.db, brand.merchantCode, member.uplineId);
  await auditLook(deps, context, member, AUDIT_MEMBER_VIEW, null);
  return {
    member: { ...memberView(member), email: member.email, lastLoginIp: member.lastLoginIp, uplineId: member.uplineId, uplineUsername: upline?.username ?? null },
    balance: {
      currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
      totalMinor: balance.balance,
      wallets: balance.wallets.map((wallet) => ({ wallet: wallet.wallet, name: wallet.wallet === MAIN_WALLET ? null : wallet.name, balanceMinor: wallet.balanceMinor })),
    },
  };
}

export interface MemberLedgerQuery {
  merchantCode: string;
  from: string;
  to: string;
  group?: AccountMovementGroup | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * GET /bo/members/:memberId/ledger: the member's movements in the days asked for, newest first, as
 * their own account record reads them (in English, the console's language). Audited with the days and page.
 */
export async function memberLedger(deps: AppDeps, context: OperatorContext, memberId: string, query: MemberLedgerQuery): Promise<MemberLedgerPage> {
  const { brand, member } = await lookedUpMember(deps, context, query.merchantCode, memberId);
  const { merchantCode: _brand, ...range } = query;
  const page = await accountRecord(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, range, 'en');
  await auditLook(deps, context, member, AUDIT_MEMBER_LEDGER, { from: query.from, to: query.to, group: query.group ?? 'all', pageNo: page.pageNo });
  return page;
}
