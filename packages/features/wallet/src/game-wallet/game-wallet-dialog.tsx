import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, minorUnitsToDecimal, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import type { MinorUnits } from '@croupier/domain';
import { Button, Dialog, Input, Switch } from '@croupier/ui';
import { checkTransferAmount, type AmountProblem } from '../amount/parse-amount';
import { AmountLine, Fields, Hint, Problem, Wallets, WalletTile } from './game-wallet.styles';

export interface GameWalletDialogProps {
  gameName: string;
  /** the game wallet's name, the vendor's */
  walletName: string;
  mainMinor: MinorUnits;
  gameMinor: MinorUnits;
  currency: CurrencyFormat;
  /** what the amount field starts with: the remembered amount, or all of the main wallet */
  initialMinor: MinorUnits;
  initialAuto: boolean;
  pending: boolean;
  /** a refused or failed transfer, already in the player's words */
  failure: string | null;
  onTransfer: (amountMinor: MinorUnits, auto: boolean, all: boolean) => void;
  onPlay: () => void;
  onBack: () => void;
}

/**
 * The transfer-wallet launch dialog: what the main and game wallets hold, how much to move in (all of
 * the main wallet unless the player remembered another amount), and the auto-transfer switch that
 * skips this dialog next time.
 */
export function GameWalletDialog(props: GameWalletDialogProps) {
  const { gameName, walletName, mainMinor, gameMinor, currency, initialMinor, initialAuto, pending, failure } = props;
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const [amountText, setAmountText] = useState(() => (initialMinor > 0 ? minorUnitsToDecimal(initialMinor, currency.scale) : ''));
  const [auto, setAuto] = useState(initialAuto);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const emptyMain = mainMinor === 0;

  const transfer = () => {
    if (pending) return;
    const check = checkTransferAmount(amountText, currency.scale, mainMinor);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    props.onTransfer(check.amountMinor, auto, check.amountMinor === mainMinor);
  };
  const problemText = (which: AmountProblem) => t(`transfer.problems.${which}`, { step: money(1), amount: money(mainMinor), wallet: t('wallets.main') });

  return (
    <Dialog
      open
      size="medium"
      dismissible={!pending}
      // Escape and the close button go back; a button's own click already said what it does.
      onClose={(reason) => reason !== 'button' && props.onBack()}
      title={t('gameTransfer.title', { wallet: walletName })}
      buttons={[
        { label: t('gameTransfer.back'), variant: 'ghost', onClick: props.onBack, disabled: pending },
        { label: t('gameTransfer.playOnly'), variant: 'secondary', onClick: props.onPlay, disabled: pending },
        ...(emptyMain ? [] : [{ label: t('gameTransfer.submit'), variant: 'accent' as const, onClick: transfer, keepOpen: true, loading: pending }]),
      ]}
    >
      <div data-testid="game-transfer-dialog">
        <Hint>{t('gameTransfer.intro', { game: gameName, wallet: walletName })}</Hint>
        <Wallets>
          <WalletTile>
            <dt>{t('wallets.main')}</dt>
            <dd data-testid="game-transfer-main" data-amount-minor={mainMinor}>
              {money(mainMinor)}
            </dd>
          </WalletTile>
          <WalletTile $game>
            <dt>{t('gameTransfer.gameWallet', { wallet: walletName })}</dt>
            <dd data-testid="game-transfer-game" data-amount-minor={gameMinor}>
              {money(gameMinor)}
            </dd>
          </WalletTile>
        </Wallets>
        {emptyMain ? (
          <Hint data-testid="game-transfer-empty">{t('gameTransfer.emptyMain')}</Hint>
        ) : (
          <Fields>
            <AmountLine>
              <Input
                label={t('transfer.amount')}
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => {
                  setAmountText(event.target.value);
                  setProblem(null);
                }}
                error={problem ? problemText(problem) : undefined}
                data-testid="game-transfer-amount"
              />
              <Button variant="secondary" onClick={() => setAmountText(minorUnitsToDecimal(mainMinor, currency.scale))} data-testid="game-transfer-all">
                {t('transfer.all')}
              </Button>
            </AmountLine>
            <Switch checked={auto} onChange={setAuto} label={t('gameTransfer.auto')} />
            <Hint>{t('gameTransfer.autoHint')}</Hint>
            <Hint>{t('gameTransfer.returnHint')}</Hint>
          </Fields>
        )}
        {failure ? (
          <Problem role="alert" data-testid="game-transfer-failure">
            {failure}
          </Problem>
        ) : null}
      </div>
    </Dialog>
  );
}
