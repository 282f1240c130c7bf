import type { DepositChannelView } from '@croupier/contract';
import { BankIcon, CardIcon, MobileWalletIcon } from './icons';

/** The icon of how a channel's money travels. */
export function MethodIcon({ method }: { method: DepositChannelView['method'] }) {
  if (method === 'BANK') return <BankIcon />;
  if (method === 'CARD') return <CardIcon />;
  return <MobileWalletIcon />;
}
