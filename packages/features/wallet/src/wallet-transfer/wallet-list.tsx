import { MAIN_WALLET } from '@croupier/domain';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { useWalletName } from './use-wallet-name';
import type { WalletEntry } from './wallet-entries';
import { WalletRow, WalletRows } from './wallet-page.styles';

/** The member's wallets with what each holds, the main wallet first. */
export function WalletList({ wallets, currency }: { wallets: readonly WalletEntry[]; currency: CurrencyFormat }) {
  const language = useLanguage();
  const nameOf = useWalletName();
  return (
    <WalletRows data-testid="wallet-list">
      {wallets.map((entry) => (
        <WalletRow key={entry.wallet} $main={entry.wallet === MAIN_WALLET} data-testid={`wallet-row-${entry.wallet}`}>
          <span>{nameOf(entry)}</span>
          <span data-testid={`wallet-balance-${entry.wallet}`} data-amount-minor={entry.balanceMinor}>
            {formatMoney(entry.balanceMinor, currency, language)}
          </span>
        </WalletRow>
      ))}
    </WalletRows>
  );
}
