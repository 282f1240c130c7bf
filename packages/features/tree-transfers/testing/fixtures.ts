import { getBalance, getTransferTargets, setPaymentPassword, transferToDownline, transferToUpline, type TransferTargets } from '@croupier/contract';
import type { StubPlatform, StubRequest } from '@croupier/api-client/testing';

const wallet = { currency: 'BDT', currencySymbol: '৳', scale: 2 };

/** A member under demo_agent with ৳10,000.00 in the main wallet and a payment password. */
export function memberTargets(extra: Partial<Extract<TransferTargets, { role: 'member' }>> = {}): TransferTargets {
  return { role: 'member', upline: { username: 'demo_agent' }, availableMinor: 1_000_000, hasPaymentPassword: true, ...wallet, ...extra };
}

/** An agent with ৳10,000.00 in the main wallet and a payment password. */
export function agentTargets(extra: Partial<Extract<TransferTargets, { role: 'agent' }>> = {}): TransferTargets {
  return { role: 'agent', availableMinor: 1_000_000, hasPaymentPassword: true, ...wallet, ...extra };
}

export interface SentTransfer {
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
  username?: string;
}

/**
 * A platform that keeps the caller's main wallet: a transfer takes its amount out and answers as the
 * server does (the same request id again answers the first transfer), the targets show what is left,
 * and setting the payment password makes it set.
 */
export function answerTransfers(platform: StubPlatform, start: TransferTargets) {
  let targets = start;
  const answered = new Map<string, { transferId: string; toUsername: string; amountMinor: number; balanceAfterMinor: number; createdAt: string }>();
  platform.answer(getTransferTargets, () => ({ value: targets }));
  platform.answer(getBalance, () => ({ value: { balance: targets.availableMinor, ...wallet, isSingle: true, wallets: [{ wallet: 'MAIN', name: 'main', balanceMinor: targets.availableMinor }], demo: false } }));
  platform.answer(setPaymentPassword, () => {
    targets = { ...targets, hasPaymentPassword: true };
    return { value: { hasPaymentPassword: true as const } };
  });
  const move = (request: StubRequest, toUsername: string) => {
    const sent = request.secret as SentTransfer;
    const first = answered.get(sent.requestId);
    if (first) return first;
    targets = { ...targets, availableMinor: targets.availableMinor - sent.amountMinor };
    const transfer = { transferId: `t${answered.size + 1}`, toUsername, amountMinor: sent.amountMinor, balanceAfterMinor: targets.availableMinor, createdAt: '2026-11-22T08:00:00.000Z' };
    answered.set(sent.requestId, transfer);
    return transfer;
  };
  platform.answer(transferToUpline, (request) => ({ value: { transfer: move(request, start.role === 'member' ? (start.upline?.username ?? '') : '') } }));
  platform.answer(transferToDownline, (request) => ({ value: { transfer: move(request, (request.secret as SentTransfer).username ?? '') } }));
  return { current: () => targets };
}
