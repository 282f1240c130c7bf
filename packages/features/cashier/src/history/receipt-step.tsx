import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getWithdrawals, type Withdrawal } from '@croupier/contract';
import { PROOF_MAX_BYTES, readTypedAmount } from '@croupier/domain';
import { formatDateTime, formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Input, Message, Note, VisuallyHidden } from '@croupier/ui';
import { useWithdrawErrorText } from '../errors/use-error-text';
import { useSizeText } from '../parts/use-size-text';
import { NO_PROOF, ProofField, type ProofChoice } from '../proof/proof-field';
import { Choice, ChoiceRow, ReceiptBox, ReceiptTitle } from '../withdraw/withdraw-page.styles';
import { RECEIPT_TICK_MS, receiptMinutesLeft } from './receipt-due';
import { useConfirmReceipt, type ReceiptAnswer } from './use-confirm-receipt';

const CHOICES = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;
type ReceiptChoice = (typeof CHOICES)[number];

/** Why the amount that arrived cannot be sent; each has a message of its own in the cashier dictionary. */
type ReceivedProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'notLess';

/** The time now, again every `tickMs`: enough for a count of minutes. */
function useNow(tickMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return nowMs;
}

function readReceived(typed: string, scale: number, amountMinor: number): { ok: true; receivedMinor: number } | { ok: false; problem: ReceivedProblem } {
  const read = readTypedAmount(typed, scale);
  if (!read.ok) return { ok: false, problem: read.problem === 'tooLarge' ? 'notLess' : read.problem };
  if (read.amountMinor >= amountMinor) return { ok: false, problem: 'notLess' };
  return { ok: true, receivedMinor: read.amountMinor };
}

/** How long is left to answer, as a sentence; once the time is up the list is asked for again, where it now counts as received. */
function ReceiptDue({ dueAt, timeZone }: { dueAt: string; timeZone: string }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const minutes = receiptMinutesLeft(dueAt, useNow(RECEIPT_TICK_MS));
  useEffect(() => {
    if (minutes === 0) void queryClient.invalidateQueries({ queryKey: [getWithdrawals.name] });
  }, [minutes, queryClient]);
  if (minutes === 0) {
    return (
      <Note role="status" data-testid="withdrawal-receipt-due" data-minutes-left={0}>
        {t('withdraw.receipt.overdue')}
      </Note>
    );
  }
  return (
    <Note data-testid="withdrawal-receipt-due" data-minutes-left={minutes}>
      {t('withdraw.receipt.due', {
        time: formatDateTime(dueAt, language, timeZone),
        left: t('withdraw.receipt.minutes', { count: minutes, countText: formatInteger(minutes, language) }),
      })}
    </Note>
  );
}

/**
 * SPEC §4 withdrawal confirmation, the player's side: the money was paid out, and the player says
 * what arrived: all of it, part of it (how much), or nothing (with a photo of the account's
 * statement). Unanswered by the due time it counts as received; the time left is shown.
 */
export function ReceiptStep({ withdrawal, currency, timeZone }: { withdrawal: Withdrawal; currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const errorText = useWithdrawErrorText();
  const sizeText = useSizeText();
  const mutation = useConfirmReceipt();
  const id = useId();
  const [choice, setChoice] = useState<ReceiptChoice | null>(null);
  const [receivedText, setReceivedText] = useState('');
  const [receivedProblem, setReceivedProblem] = useState<ReceivedProblem | null>(null);
  const [proof, setProof] = useState<ProofChoice>(NO_PROOF);
  const [proofMissing, setProofMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const amount = money(withdrawal.amountMinor);

  const answerOf = (chosen: ReceiptChoice): ReceiptAnswer | null => {
    if (chosen === 'RECEIVED') return { receipt: 'RECEIVED' };
    if (chosen === 'PARTIAL') {
      const read = readReceived(receivedText, currency.scale, withdrawal.amountMinor);
      setReceivedProblem(read.ok ? null : read.problem);
      return read.ok ? { receipt: 'PARTIAL', receivedMinor: read.receivedMinor } : null;
    }
    if (proof.state !== 'ready') {
      setProofMissing(proof.state === 'none');
      return null;
    }
    return { receipt: 'NOT_RECEIVED', proof: { contentType: proof.proof.contentType, dataBase64: proof.proof.dataBase64 } };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice || mutation.isPending) return;
    setFailure(null);
    const answer = answerOf(choice);
    if (!answer) return;
    try {
      // The list is asked for again afterwards, and this withdrawal's row then shows its new state.
      await mutation.mutateAsync({ withdrawalId: withdrawal.withdrawalId, answer });
    } catch (error) {
      setFailure(errorText(error, 'receipt'));
    }
  };

  const receivedError = receivedProblem
    ? t(`withdraw.receipt.problems.${receivedProblem}`, { step: money(1), amount })
    : undefined;
  return (
    <ReceiptBox noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} data-testid="withdrawal-receipt" data-choice={choice ?? ''}>
      <ReceiptTitle id={`${id}-title`}>{t('withdraw.receipt.title')}</ReceiptTitle>
      <Note>{t('withdraw.receipt.intro', { amount, channel: withdrawal.channelName, number: withdrawal.payoutAccount.accountNumber })}</Note>
      {withdrawal.receiptDueAt ? <ReceiptDue dueAt={withdrawal.receiptDueAt} timeZone={timeZone} /> : null}
      <ChoiceRow>
        <VisuallyHidden as="legend">{t('withdraw.receipt.title')}</VisuallyHidden>
        {CHOICES.map((each) => (
          <Choice key={each} $chosen={choice === each} data-testid={`withdrawal-receipt-${each}`}>
            <input
              type="radio"
              name={`${id}-receipt`}
              value={each}
              checked={choice === each}
              onChange={() => {
                setChoice(each);
                setFailure(null);
              }}
            />
            {t(`withdraw.receipt.choices.${each}`)}
          </Choice>
        ))}
      </ChoiceRow>
      {choice === 'PARTIAL' ? (
        <Input
          label={t('withdraw.receipt.received')}
          inputMode="decimal"
          autoComplete="off"
          value={receivedText}
          onChange={(event) => {
            setReceivedText(event.target.value);
            setReceivedProblem(null);
            setFailure(null);
          }}
          hint={t('withdraw.receipt.receivedHint', { amount })}
          error={receivedError}
          data-testid="withdrawal-receipt-received"
        />
      ) : null}
      {choice === 'NOT_RECEIVED' ? (
        <ProofField
          value={proof}
          onChange={(next) => {
            setProof(next);
            setProofMissing(false);
            setFailure(null);
          }}
          disabled={mutation.isPending}
          label={t('withdraw.receipt.photo')}
          hint={t('withdraw.receipt.photoHint', { max: sizeText(PROOF_MAX_BYTES) })}
          problem={proofMissing ? t('withdraw.receipt.photoMissing') : undefined}
          testId="withdrawal-receipt-proof"
        />
      ) : null}
      {failure ? (
        <Message tone="error" announce data-testid="withdrawal-receipt-message">
          {failure}
        </Message>
      ) : null}
      {choice ? (
        <Button type="submit" variant={choice === 'RECEIVED' ? 'accent' : 'primary'} loading={mutation.isPending || proof.state === 'reading'} data-testid="withdrawal-receipt-submit">
          {t(`withdraw.receipt.submit.${choice}`)}
        </Button>
      ) : null}
    </ReceiptBox>
  );
}
