import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, minorUnitsToDecimal, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Form, Input, Message, Note, SegmentedControl, Select } from '@croupier/ui';
import { checkTransferAmount, type AmountProblem } from '../amount/parse-amount';
import { walletErrorKey } from '../errors/wallet-error';
import { SwapIcon } from '../parts/icons';
import { useWalletTransfer } from './use-wallet-transfer';
import { useWalletName } from './use-wallet-name';
import type { TransferTarget, WalletEntry } from './wallet-entries';
import { AmountRow } from './wallet-page.styles';

/** Money goes into a vendor's wallet from the main one, or back; one side is always the main wallet. */
type Direction = 'toVendor' | 'toMain';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

export interface WalletTransferFormProps {
  main: WalletEntry;
  /** Vendor wallets the player may choose, at least one. */
  targets: readonly TransferTarget[];
  currency: CurrencyFormat;
}

/**
 * The transfer between the main wallet and one vendor wallet: the amount is typed in major units,
 * read by its digits at the currency's scale, and checked against the source wallet before sending.
 */
export function WalletTransferForm({ main, targets, currency }: WalletTransferFormProps) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const nameOf = useWalletName();
  const { submit, pending } = useWalletTransfer();
  const [chosenDirection, setDirection] = useState<Direction>('toVendor');
  const [chosenVendor, setChosenVendor] = useState('');
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The first vendor stands chosen until the player picks another (or theirs leaves the list).
  const vendor = targets.find((each) => each.wallet === chosenVendor) ?? (targets[0] as TransferTarget);
  // a vendor the brand no longer offers only gives its money back
  const direction: Direction = vendor.takesMoney ? chosenDirection : 'toMain';
  const [source, target] = direction === 'toVendor' ? [main, vendor] : [vendor, main];
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);

  const problemText = (which: AmountProblem) =>
    t(`transfer.problems.${which}`, { step: money(1), amount: money(source.balanceMinor), wallet: nameOf(source) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkTransferAmount(amountText, currency.scale, source.balanceMinor);
    setOutcome(null);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    const result = await submit({ from: source.wallet, to: target.wallet, amountMinor: check.amountMinor });
    if (result.ok) {
      setAmountText('');
      setOutcome({ tone: 'success', text: t('transfer.done', { amount: money(check.amountMinor), from: nameOf(source), to: nameOf(target) }) });
    } else {
      setOutcome({ tone: 'error', text: t(walletErrorKey(result.error)) });
    }
  };

  const changed = <Value,>(set: (value: Value) => void) => (value: Value) => {
    set(value);
    setProblem(null);
    setOutcome(null);
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="transfer-form" data-from={source.wallet} data-to={target.wallet}>
      <SegmentedControl<Direction>
        label={t('transfer.direction.label')}
        value={direction}
        onChange={changed(setDirection)}
        options={[
          ...(vendor.takesMoney ? [{ value: 'toVendor' as const, label: t('transfer.direction.toVendor'), icon: <SwapIcon />, testId: 'transfer-direction-toVendor' }] : []),
          { value: 'toMain', label: t('transfer.direction.toMain'), icon: <SwapIcon />, testId: 'transfer-direction-toMain' },
        ]}
      />
      <Select
        label={t('transfer.vendor')}
        value={vendor.wallet}
        onChange={changed(setChosenVendor)}
        options={targets.map((each) => ({ value: each.wallet, label: t('transfer.vendorOption', { name: nameOf(each), amount: money(each.balanceMinor) }) }))}
        data-testid="transfer-vendor"
      />
      {vendor.takesMoney ? null : (
        <Note data-testid="transfer-retired">{t('transfer.retired', { wallet: nameOf(vendor) })}</Note>
      )}
      <AmountRow>
        <Input
          label={t('transfer.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => changed(setAmountText)(event.target.value)}
          hint={t('transfer.available', { wallet: nameOf(source), amount: money(source.balanceMinor) })}
          error={problem ? problemText(problem) : undefined}
          data-testid="transfer-amount"
        />
        <Button variant="secondary" onClick={() => changed(setAmountText)(minorUnitsToDecimal(source.balanceMinor, currency.scale))} data-testid="transfer-all">
          {t('transfer.all')}
        </Button>
      </AmountRow>
      {outcome ? (
        <Message tone={outcome.tone} announce data-testid="transfer-message" data-tone={outcome.tone}>
          {outcome.text}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" loading={pending} fullWidth data-testid="transfer-submit">
        {t('transfer.submit')}
      </Button>
    </Form>
  );
}
