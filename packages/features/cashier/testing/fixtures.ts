import {
  attachDepositProof,
  createDeposit,
  getDepositChannels,
  getDeposits,
  type Deposit,
  type DepositChannelView,
} from '@croupier/contract';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { CurrencyFormat } from '@croupier/i18n';

export const BDT: CurrencyFormat = { code: 'BDT', symbol: '৳', scale: 2 };
export const ZONE = 'Asia/Dhaka';

/** bKash: ৳200.00 to ৳25,000.00 a deposit, ৳50,000.00 a day. */
export function bkash(extra: Partial<DepositChannelView> = {}): DepositChannelView {
  return {
    code: 'BKASH',
    kind: 'MANUAL',
    method: 'MOBILE_WALLET',
    name: 'bKash',
    receivingAccount: { holder: 'Shonali Gaming Ltd', number: '01711-000111' },
    minMinor: 20_000,
    maxMinor: 2_500_000,
    dailyMaxMinor: 5_000_000,
    remainingTodayMinor: 5_000_000,
    ...extra,
  };
}

/** City Bank: ৳1,000.00 to ৳200,000.00 a deposit, ৳500,000.00 a day. */
export function cityBank(extra: Partial<DepositChannelView> = {}): DepositChannelView {
  return {
    code: 'BANK_CITY',
    kind: 'MANUAL',
    method: 'BANK',
    name: 'City Bank',
    receivingAccount: { holder: 'Shonali Gaming Ltd', number: '1401-2233-4455', bank: 'City Bank, Gulshan branch' },
    minMinor: 100_000,
    maxMinor: 20_000_000,
    dailyMaxMinor: 50_000_000,
    remainingTodayMinor: 50_000_000,
    ...extra,
  };
}

/** DemoPay: a card gateway, ৳100.00 to ৳50,000.00 a deposit, ৳100,000.00 a day. */
export function demoPay(extra: Partial<DepositChannelView> = {}): DepositChannelView {
  return {
    code: 'DEMOPAY',
    kind: 'GATEWAY',
    method: 'CARD',
    name: 'DemoPay card',
    receivingAccount: null,
    minMinor: 10_000,
    maxMinor: 5_000_000,
    dailyMaxMinor: 10_000_000,
    remainingTodayMinor: 10_000_000,
    ...extra,
  };
}

/** The gateway's page a gateway deposit is paid on. */
export function checkoutUrlOf(depositId: string): string {
  return `https://pay.example/checkout?order=${depositId}&sig=${'a'.repeat(64)}`;
}

export function depositOf(extra: Partial<Deposit> = {}): Deposit {
  return {
    depositId: '1',
    channelCode: 'BKASH',
    channelName: 'bKash',
    amountMinor: 50_000,
    channelKind: 'MANUAL',
    reference: '8N7A6D5C4B',
    status: 'PENDING',
    reason: null,
    hasProof: false,
    createdAt: '2026-11-22T06:30:00.000Z',
    decidedAt: null,
    expiredAt: null,
    ...extra,
  };
}

/** The stub matches whole paths, so a deposit's receipt is answered at the path its id fills in. */
export function proofPath(depositId: string): string {
  return attachDepositProof.path.replace(':depositId', depositId);
}

/** A 1×1 PNG, whole: signature, header, data and end chunks. */
export function samplePng(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));
}

/** The start and end markers of a JPEG, which is all the browser side looks at. */
export function sampleJpeg(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
}

interface SentDeposit {
  channelCode: string;
  amountMinor: number;
  reference?: string;
  requestId: string;
}

/**
 * A member's cashier kept by the stub: a deposit request is recorded once per request id, counts
 * against today's limit of its channel, and shows in the list, newest first; a photo marks it.
 */
export function answerCashier(platform: StubPlatform, channels: DepositChannelView[] = [bkash(), cityBank()], earlier: Deposit[] = []) {
  const deposits: Deposit[] = [...earlier];
  const byRequest = new Map<string, Deposit>();
  const left = new Map(channels.map((channel) => [channel.code, channel.remainingTodayMinor]));
  let nextId = 100;
  platform.answer(getDepositChannels, () => ({
    value: { channels: channels.map((channel) => ({ ...channel, remainingTodayMinor: left.get(channel.code) ?? 0 })), currency: 'BDT', scale: 2 },
  }));
  platform.answer(getDeposits, () => ({ value: { deposits: [...deposits].reverse(), page: 1, totalPages: 1 } }));
  platform.answer(createDeposit, (request) => {
    const body = request.body as SentDeposit;
    const known = byRequest.get(body.requestId);
    if (known) return { value: { deposit: known, checkoutUrl: known.channelKind === 'GATEWAY' ? checkoutUrlOf(known.depositId) : null } };
    const channel = channels.find((each) => each.code === body.channelCode);
    if (!channel) return { failure: { code: 'CHANNEL_NOT_FOUND', message: 'no such channel' } };
    nextId += 1;
    const deposit = depositOf({
      depositId: String(nextId),
      channelCode: channel.code,
      channelName: channel.name,
      channelKind: channel.kind,
      amountMinor: body.amountMinor,
      reference: body.reference ?? `checkout:${channel.code}`,
    });
    deposits.push(deposit);
    byRequest.set(body.requestId, deposit);
    left.set(channel.code, (left.get(channel.code) ?? 0) - body.amountMinor);
    platform.answer({ ...attachDepositProof, path: proofPath(deposit.depositId) }, () => {
      const index = deposits.findIndex((each) => each.depositId === deposit.depositId);
      const proven = { ...deposit, hasProof: true };
      deposits[index] = proven;
      return { value: { deposit: proven } };
    });
    return { value: { deposit, checkoutUrl: channel.kind === 'GATEWAY' ? checkoutUrlOf(deposit.depositId) : null } };
  });
  return { deposits };
}
