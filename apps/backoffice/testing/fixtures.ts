import type { BackofficeBrand, BackofficeOperator, DeskDeposit, DeskWithdrawal } from '@croupier/contract';

export const SHONALI: BackofficeBrand = {
  merchantCode: 'SHONALI',
  code: 'shonali',
  displayName: 'Shonali',
  currency: { code: 'BDT', symbol: '৳', scale: 2 },
  timeZone: 'Asia/Dhaka',
  secondApprovalAboveMinor: 5_000_000,
};

export const NORTHSTAR: BackofficeBrand = { ...SHONALI, merchantCode: 'NORTHSTAR', code: 'northstar', displayName: 'Northstar', secondApprovalAboveMinor: null };

export function operator(overrides: Partial<BackofficeOperator> = {}): BackofficeOperator {
  return { id: '1', username: 'cashier1', displayName: 'Cashier One', role: 'CASHIER', merchantCodes: null, ...overrides };
}

/** 20 November 2026, 12:00 in Dhaka. */
export const CREATED_AT = '2026-11-20T06:00:00.000Z';

export function deskDeposit(id: number, overrides: Partial<DeskDeposit> = {}): DeskDeposit {
  return {
    depositId: String(id),
    channelCode: 'BKASH',
    channelName: 'bKash',
    channelKind: 'MANUAL',
    amountMinor: 50_000,
    reference: `TX${id}`,
    status: 'PENDING',
    reason: null,
    hasProof: false,
    createdAt: CREATED_AT,
    decidedAt: null,
    expiredAt: null,
    merchantCode: 'SHONALI',
    memberId: String(100 + id),
    username: `player${id}`,
    needsSecondApproval: false,
    firstApprover: null,
    decidedBy: null,
    ...overrides,
  };
}

export function deskWithdrawal(id: number, overrides: Partial<DeskWithdrawal> = {}): DeskWithdrawal {
  return {
    withdrawalId: String(id),
    channelCode: 'BKASH',
    channelName: 'bKash',
    payoutAccount: { payoutAccountId: '9', channelCode: 'BKASH', accountNumber: '01712345678', holderName: 'Rahim Uddin', bankName: null },
    amountMinor: 60_000,
    status: 'PENDING',
    reason: null,
    createdAt: CREATED_AT,
    decidedAt: null,
    receipt: null,
    receivedMinor: null,
    receiptDueAt: null,
    returnedMinor: 0,
    merchantCode: 'SHONALI',
    memberId: String(200 + id),
    username: `payee${id}`,
    needsSecondApproval: false,
    firstApprover: null,
    decidedBy: null,
    ...overrides,
  };
}

/** The smallest PNG signature and header a browser needs to call it a picture; the tests only compare bytes. */
export const PHOTO_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
