import type { BindRequest } from './use-bind-payout-account';

/** What the bind form holds, as typed. */
export interface BindForm {
  channelCode: string;
  accountNumber: string;
  bankName: string;
  payeeName: string;
}
export type BindField = keyof BindForm;

/** Why a field of the bind form cannot be sent; each has a message of its own in the cashier dictionary. */
export type BindProblem = 'numberEmpty' | 'numberFormat' | 'bankNameEmpty' | 'payeeNameEmpty' | 'payeeNameShort' | 'payeeNameFormat';

export type BindCheck = { ok: true; request: BindRequest } | { ok: false; problems: Partial<Record<BindField, BindProblem>> };

const BENGALI_ZERO = 0x09e6;
// The contract's rules for a payout account (packages/contract/src/withdrawals.ts).
const ACCOUNT_NUMBER = /^[0-9A-Za-z -]{4,40}$/;
const PAYEE_NAME = /^[\p{L}\p{M} .'-]+$/u;
const PAYEE_NAME_MIN_LENGTH = 2;

/** A number typed on a Bengali keyboard, in the digits the payout channels' systems read. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * The bind form checked as the contract checks it: a number of 4 to 40 letters, digits, spaces or
 * dashes (Bengali digits read as digits), a bank's name for a bank account, and the payee name while
 * the member has none. The request carries only what the channel and the member need.
 */
export function checkBinding(form: BindForm, needs: { bank: boolean; needsPayee: boolean }): BindCheck {
  const accountNumber = asciiDigits(form.accountNumber).trim();
  const bankName = form.bankName.trim();
  const payeeName = form.payeeName.trim().replace(/\s+/g, ' ');
  const problems: Partial<Record<BindField, BindProblem>> = {};
  if (accountNumber === '') problems.accountNumber = 'numberEmpty';
  else if (!ACCOUNT_NUMBER.test(accountNumber)) problems.accountNumber = 'numberFormat';
  if (needs.bank && bankName === '') problems.bankName = 'bankNameEmpty';
  if (needs.needsPayee) {
    if (payeeName === '') problems.payeeName = 'payeeNameEmpty';
    else if ([...payeeName].length < PAYEE_NAME_MIN_LENGTH) problems.payeeName = 'payeeNameShort';
    else if (!PAYEE_NAME.test(payeeName)) problems.payeeName = 'payeeNameFormat';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      channelCode: form.channelCode,
      accountNumber,
      ...(needs.bank ? { bankName } : {}),
      ...(needs.needsPayee ? { payeeName } : {}),
    },
  };
}
