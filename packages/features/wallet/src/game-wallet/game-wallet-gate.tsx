import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getGameVendors, type BalanceValue } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { MAIN_WALLET, type MinorUnits } from '@croupier/domain';
import { useLanguage } from '@croupier/i18n';
import { Spinner } from '@croupier/ui';
import { currencyOf } from '../balance/balance-currency';
import { useBalance } from '../balance/use-balance';
import { useWalletEnvironment } from '../environment/wallet-environment';
import { walletErrorKey } from '../errors/wallet-error';
import { useWalletTransfer } from '../wallet-transfer/use-wallet-transfer';
import { amountToMoveIn, readGameTransferChoice, writeGameTransferChoice } from './game-transfer-choice';
import { GameWalletDialog } from './game-wallet-dialog';
import { Preparing } from './game-wallet.styles';
import { useGameWalletReturn } from './use-game-wallet-return';

export interface GameWalletGateProps {
  /** the wallet the game's stakes come from (the launch says which) */
  wallet: string;
  gameName: string;
  /** the player chose not to play after all */
  onCancel: () => void;
  /** the game itself, shown once its wallet is settled */
  children: ReactNode;
}

/** `open`: the game plays from the main wallet (single-wallet brand, free play), nothing to move or bring back. */
type Phase = 'deciding' | 'asking' | 'moving' | 'playing' | 'open';

const balanceIn = (balance: BalanceValue, wallet: string): MinorUnits => balance.wallets.find((each) => each.wallet === wallet)?.balanceMinor ?? 0;

/** The vendor's name for its wallet: as the balance names a wallet held, else as the catalogue does. */
function useWalletName(wallet: string, balance: BalanceValue | undefined): string {
  const language = useLanguage();
  const lanes = useCallQuery(getGameVendors, { platform: 'html5-desktop', language });
  const held = balance?.wallets.find((each) => each.wallet === wallet);
  if (held) return held.name;
  const vendor = lanes.data?.data.lanes.flatMap((lane) => lane.vendors).find((each) => each.vassalage === wallet);
  return vendor?.name ?? wallet;
}

/**
 * The launch of a transfer-wallet vendor's game (decision 0013): before the game opens, the player
 * sees the main and game wallets and moves money in, or with auto transfer on it moves without
 * asking; when the player leaves the game the money goes back to the main wallet. Games that play
 * from the main wallet, free play and single-wallet brands open at once.
 */
export function GameWalletGate({ wallet, gameName, onCancel, children }: GameWalletGateProps) {
  const { t } = useTranslation('wallet');
  const { localStorage } = useWalletEnvironment();
  const balance = useBalance();
  const { submit, pending } = useWalletTransfer();
  const walletName = useWalletName(wallet, balance.data);
  const [choice] = useState(() => readGameTransferChoice(localStorage));
  const [phase, setPhase] = useState<Phase>(wallet === MAIN_WALLET ? 'open' : 'deciding');
  const [failure, setFailure] = useState<string | null>(null);
  // The main wallet as it stood when the dialog opened: the default amount must not shift under the player.
  const opening = useRef<BalanceValue | null>(null);
  useGameWalletReturn(wallet, phase === 'playing');

  const moveIn = async (amountMinor: MinorUnits): Promise<boolean> => {
    const result = await submit({ from: MAIN_WALLET, to: wallet, amountMinor });
    if (result.ok) return true;
    setFailure(t(walletErrorKey(result.error)));
    return false;
  };

  const data = balance.data;
  const failed = balance.isError;
  useEffect(() => {
    if (phase !== 'deciding') return;
    // Without a balance the game still opens: it shows its own wallet, and the wallet page can fill it.
    if (failed) setPhase('playing');
    if (!data) return;
    opening.current = data;
    const mainMinor = balanceIn(data, MAIN_WALLET);
    if (data.isSingle || data.demo) {
      setPhase('open');
    } else if (choice.auto && mainMinor > 0) {
      setPhase('moving');
      void moveIn(amountToMoveIn(choice, mainMinor)).then((moved) => setPhase(moved ? 'playing' : 'asking'));
    } else {
      setPhase('asking');
    }
    // Decided once per launch, from the first balance: later balances do not reopen the question.
  }, [phase, data, failed]);

  if (phase === 'playing' || phase === 'open') return <>{children}</>;
  const shown = opening.current;
  if (phase === 'asking' && shown) {
    const mainMinor = balanceIn(balance.data ?? shown, MAIN_WALLET);
    return (
      <GameWalletDialog
        gameName={gameName}
        walletName={walletName}
        mainMinor={mainMinor}
        gameMinor={balanceIn(balance.data ?? shown, wallet)}
        currency={currencyOf(shown)}
        initialMinor={amountToMoveIn(choice, balanceIn(shown, MAIN_WALLET))}
        initialAuto={choice.auto}
        pending={pending}
        failure={failure}
        onTransfer={(amountMinor, auto, all) => {
          setFailure(null);
          // "All" stays all, however much the main wallet holds next time.
          writeGameTransferChoice(localStorage, { auto, amountMinor: all ? null : amountMinor });
          void moveIn(amountMinor).then((moved) => moved && setPhase('playing'));
        }}
        onPlay={() => setPhase('playing')}
        onBack={onCancel}
      />
    );
  }
  return (
    <Preparing data-testid="game-transfer-moving">
      <Spinner size="large" label={t('gameTransfer.preparing')} />
      <span>{t('gameTransfer.preparing')}</span>
    </Preparing>
  );
}
