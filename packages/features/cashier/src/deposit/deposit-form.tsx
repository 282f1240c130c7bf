import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelView } from '@croupier/contract';
import { formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Form, Input, Message } from '@croupier/ui';
import { readTypedAmount } from '@croupier/domain';
import { channelSpentToday, checkChannelAmount, type ChannelAmountProblem } from '../amount/channel-amount';
import { BonusChoice } from '../bonus/bonus-choice';
import { useDepositBonuses } from '../bonus/use-deposit-bonuses';
import { useErrorText } from '../errors/use-error-text';
import type { ProofUpload } from '../proof/proof-file';
import { NO_PROOF, ProofField, type ProofChoice } from '../proof/proof-field';
import { checkReference, REFERENCE_MAX_LENGTH, REFERENCE_MIN_LENGTH, type ReferenceCheck, type ReferenceProblem } from '../reference/reference';
import type { DepositIntent, DepositOutcome } from './use-deposit-request';

export type RequestedOutcome = Extract<DepositOutcome, { ok: true }>;

export interface DepositFormProps {
  channel: DepositChannelView;
  currency: CurrencyFormat;
  pending: boolean;
  submit: (intent: DepositIntent, proof: ProofUpload | null) => Promise<DepositOutcome>;
  onRequested: (outcome: RequestedOutcome, proof: ProofUpload | null) => void;
}

/** A gateway's payment has no transfer of the player's to name. */
const NO_REFERENCE: ReferenceCheck = { ok: true, reference: '' };

/**
 * What the player deposits: the amount typed in major units and checked against the channel's
 * limits and, for a manual transfer, the transaction id and an optional receipt photo. Nothing is
 * sent until all of them hold.
 */
export function DepositForm({ channel, currency, pending, submit, onRequested }: DepositFormProps) {
  // The promotions' words come with the cashier's: a deposit's bonus is refused in them.
  const { t } = useTranslation(['cashier', 'promotions']);
  const language = useLanguage();
  const errorText = useErrorText();
  const [amountText, setAmountText] = useState('');
  const [referenceText, setReferenceText] = useState('');
  const [proof, setProof] = useState<ProofChoice>(NO_PROOF);
  const [amountProblem, setAmountProblem] = useState<ChannelAmountProblem | null>(null);
  const [referenceProblem, setReferenceProblem] = useState<ReferenceProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { bonuses } = useDepositBonuses();
  // Untouched, the bonus already joined stands chosen (or none); a choice of the player's wins once made.
  const [pickedBonus, setPickedBonus] = useState<string | null | undefined>(undefined);
  const joinedBonus = bonuses.find((bonus) => bonus.state === 'JOINED')?.promotionId ?? null;
  const wantedBonus = pickedBonus === undefined ? joinedBonus : pickedBonus;
  const chosenBonus = bonuses.some((bonus) => bonus.promotionId === wantedBonus) ? wantedBonus : null;
  const typedAmount = readTypedAmount(amountText, currency.scale);
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const spent = channelSpentToday(channel);
  const manual = channel.kind === 'MANUAL';

  // The amount's message names the channel's limits; another channel has other ones.
  useEffect(() => {
    setAmountProblem(null);
    setRefusal(null);
  }, [channel.code]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || spent) return;
    const amount = checkChannelAmount(amountText, currency.scale, channel);
    const reference = manual ? checkReference(referenceText) : NO_REFERENCE;
    setAmountProblem(amount.ok ? null : amount.problem);
    setReferenceProblem(reference.ok ? null : reference.problem);
    setRefusal(null);
    if (!amount.ok || !reference.ok) return;
    if (manual && (proof.state === 'refused' || proof.state === 'reading')) return;
    const upload = manual && proof.state === 'ready' ? proof.proof : null;
    const intent: DepositIntent = {
      channelCode: channel.code,
      amountMinor: amount.amountMinor,
      ...(manual ? { reference: reference.reference } : {}),
      // "No bonus" with a bonus joined lets that one go; with none joined there is nothing to say
      ...(chosenBonus ? { promotionId: chosenBonus } : joinedBonus ? { promotionId: null } : {}),
    };
    const outcome = await submit(intent, upload);
    if (outcome.ok) onRequested(outcome, upload);
    else setRefusal(errorText(outcome.error));
  };

  const edited = (set: (value: string) => void, clear: () => void) => (value: string) => {
    set(value);
    clear();
    setRefusal(null);
  };

  const amountError = amountProblem
    ? t(`form.amountProblems.${amountProblem}`, {
        channel: channel.name,
        step: money(1),
        min: money(channel.minMinor),
        max: money(channel.maxMinor),
        left: money(channel.remainingTodayMinor),
      })
    : undefined;
  return (
    <Form spacing="roomy" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="deposit-form" data-channel={channel.code} data-kind={channel.kind}>
      <Input
        label={manual ? t('form.amount') : t('form.amountToPay')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => edited(setAmountText, () => setAmountProblem(null))(event.target.value)}
        hint={t('form.amountHint', { min: money(channel.minMinor), max: money(channel.maxMinor) })}
        error={amountError}
        data-testid="deposit-amount"
      />
      {bonuses.length > 0 ? (
        <BonusChoice
          bonuses={bonuses}
          chosenId={chosenBonus}
          onChoose={(promotionId) => {
            setPickedBonus(promotionId);
            setRefusal(null);
          }}
          amountMinor={typedAmount.ok ? typedAmount.amountMinor : null}
          currency={currency}
        />
      ) : null}
      {manual ? (
        <>
          <Input
            label={t('form.reference')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={referenceText}
            onChange={(event) => edited(setReferenceText, () => setReferenceProblem(null))(event.target.value)}
            hint={t(`form.referenceHint.${channel.method === 'BANK' ? 'BANK' : 'MOBILE_WALLET'}`, { channel: channel.name })}
            error={
              referenceProblem
                ? t(`form.referenceProblems.${referenceProblem}`, { min: formatInteger(REFERENCE_MIN_LENGTH, language), max: formatInteger(REFERENCE_MAX_LENGTH, language) })
                : undefined
            }
            data-testid="deposit-reference"
          />
          <ProofField
            value={proof}
            onChange={(next) => {
              setProof(next);
              setRefusal(null);
            }}
            disabled={pending}
          />
        </>
      ) : null}
      {refusal ? (
        <Message tone="error" announce data-testid="deposit-refusal">
          {refusal}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" loading={pending || (manual && proof.state === 'reading')} disabled={spent} fullWidth data-testid="deposit-submit">
        {manual ? t('form.submit') : t('form.submitGateway', { channel: channel.name })}
      </Button>
    </Form>
  );
}
