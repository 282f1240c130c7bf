import { useTranslation } from 'react-i18next';
import type { BalanceValue } from '@croupier/contract';
import { THROTTLE_MS } from '@croupier/domain';
import { formatMoney, useLanguage } from '@croupier/i18n';
import { Spinner, useThrottle, VisuallyHidden } from '@croupier/ui';
import { currencyOf } from '../balance/balance-currency';
import { useBalance } from '../balance/use-balance';
import { useBalanceFollowsGames } from '../balance/use-balance-follows-games';
import { useWalletEnvironment } from '../environment/wallet-environment';
import { useReturnLeftGameWallets } from '../game-wallet/use-return-left-game-wallets';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../parts/icons';
import { CurrencySymbol, DemoTag, EyeSlot, Figure, Muted, Pill, RefreshButton, ToggleButton } from './header-balance.styles';

/** SPEC §9 throttles a player's repeated taps to one a second; refresh follows the same rule. */
export const BALANCE_REFRESH_THROTTLE_MS = THROTTLE_MS;

const HIDDEN_MASK = '••••••';

interface BalanceFigureProps {
  hidden: boolean;
  balance: BalanceValue | undefined;
  /** The last fetch failed; with a balance kept from before, that one still shows. */
  failed: boolean;
  /** The brand's symbol, shown before the first answer names it. */
  fallbackSymbol: string;
}

function BalanceFigure({ hidden, balance, failed, fallbackSymbol }: BalanceFigureProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  if (hidden) {
    return (
      <Figure data-testid="header-balance-amount" aria-label={t('header.hidden')}>
        <CurrencySymbol aria-hidden="true">{balance?.currencySymbol ?? fallbackSymbol}</CurrencySymbol>
        <span aria-hidden="true">{HIDDEN_MASK}</span>
      </Figure>
    );
  }
  if (balance) {
    return (
      <Figure data-testid="header-balance-amount" data-amount-minor={balance.balance} title={failed ? t('header.stale') : undefined}>
        {formatMoney(balance.balance, currencyOf(balance), language)}
      </Figure>
    );
  }
  return (
    <Figure data-testid="header-balance-amount">
      <CurrencySymbol aria-hidden="true">{fallbackSymbol}</CurrencySymbol>
      {failed ? (
        <Muted>{t('header.unavailable')}</Muted>
      ) : (
        <>
          <Spinner size="small" decorative inheritColour />
          <VisuallyHidden>{t('header.loading')}</VisuallyHidden>
        </>
      )}
    </Figure>
  );
}

/**
 * SPEC §2 header balance of a logged-in player: the total with the currency symbol, a hide/show
 * toggle the shell remembers (the amount and its eye are one button), and a refresh that spins while
 * any fetch of the balance runs. A trial player's demo balance carries a demo mark, so it is never
 * taken for real money. A framed game's "balance changed" message reads the balance again.
 */
export function HeaderBalance() {
  const { t } = useTranslation('wallet');
  const { currency, balanceHidden, setBalanceHidden } = useWalletEnvironment();
  const { data, isError, isFetching, refetch } = useBalance();
  // A tap while a fetch runs joins it rather than starting another.
  const refresh = useThrottle(() => void refetch({ cancelRefetch: false }), BALANCE_REFRESH_THROTTLE_MS);
  // After a game's round a fetch already running may predate it: start afresh.
  useBalanceFollowsGames(() => void refetch({ cancelRefetch: true }));
  // The header is on every page of a member's visit: the place to bring back money a closed game window left.
  useReturnLeftGameWallets();
  const state = data ? 'ready' : isError ? 'error' : 'loading';

  return (
    <Pill role="group" aria-label={t('header.label')} data-testid="header-balance" data-state={state}>
      <ToggleButton type="button" aria-pressed={balanceHidden} onClick={() => setBalanceHidden(!balanceHidden)} data-testid="header-balance-toggle">
        <BalanceFigure hidden={balanceHidden} balance={data} failed={isError} fallbackSymbol={currency.symbol} />
        <EyeSlot aria-hidden="true">{balanceHidden ? <EyeOffIcon /> : <EyeIcon />}</EyeSlot>
        <VisuallyHidden>{t('header.hide')}</VisuallyHidden>
      </ToggleButton>
      {data?.demo ? (
        <DemoTag title={t('header.demoHint')} data-testid="header-balance-demo">
          {t('header.demo')}
          <VisuallyHidden>{t('header.demoHint')}</VisuallyHidden>
        </DemoTag>
      ) : null}
      <RefreshButton
        type="button"
        aria-label={t('header.refresh')}
        aria-busy={isFetching}
        $spinning={isFetching}
        onClick={refresh}
        data-testid="header-balance-refresh"
        data-fetching={isFetching}
      >
        <RefreshIcon />
      </RefreshButton>
    </Pill>
  );
}
