import { useTranslation } from 'react-i18next';
import type { Turnover } from '@croupier/contract';
import { formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Card, ProgressBar, TurnoverFigures } from './withdraw-page.styles';
import { Message, Note, SectionTitle } from '@croupier/ui';

/** How much of the turnover is done, in whole percent: never 100 while something remains. */
export function turnoverDonePercent({ requiredMinor, doneMinor, remainingMinor }: Turnover): number {
  if (requiredMinor <= 0 || remainingMinor <= 0) return 100;
  return Math.min(99, Math.floor((doneMinor / requiredMinor) * 100));
}

/**
 * The turnover rule (decision 0017) before the player meets it at the server: what the last deposit
 * asks for in bets, what is placed and what is left, in a sentence and a bar while something remains.
 */
export function TurnoverCard({ turnover, currency }: { turnover: Turnover; currency: CurrencyFormat }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const { requiredMinor, doneMinor, remainingMinor } = turnover;
  const percent = turnoverDonePercent(turnover);
  return (
    <Card
      aria-labelledby="withdraw-turnover-title"
      data-testid="withdraw-turnover"
      data-required-minor={requiredMinor}
      data-done-minor={doneMinor}
      data-remaining-minor={remainingMinor}
    >
      <SectionTitle id="withdraw-turnover-title">{t('withdraw.turnover.title')}</SectionTitle>
      {requiredMinor === 0 ? (
        <Note data-testid="withdraw-turnover-text">{t('withdraw.turnover.none')}</Note>
      ) : (
        <>
          <TurnoverFigures>
            <div>
              <dt>{t('withdraw.turnover.required')}</dt>
              <dd data-testid="withdraw-turnover-required">{money(requiredMinor)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.turnover.done')}</dt>
              <dd data-testid="withdraw-turnover-done">{money(doneMinor)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.turnover.remaining')}</dt>
              <dd data-testid="withdraw-turnover-remaining">{money(remainingMinor)}</dd>
            </div>
          </TurnoverFigures>
          {remainingMinor > 0 ? (
            <>
              <ProgressBar
                $donePercent={percent}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={t('withdraw.turnover.progress', { percent: formatInteger(percent, language) })}
                aria-label={t('withdraw.turnover.title')}
                data-testid="withdraw-turnover-bar"
              />
              <Message tone="warning" data-testid="withdraw-turnover-text">
                {t('withdraw.turnover.left', { required: money(requiredMinor), done: money(doneMinor), remaining: money(remainingMinor) })}
              </Message>
            </>
          ) : (
            <Message tone="success" data-testid="withdraw-turnover-text">
              {t('withdraw.turnover.met', { required: money(requiredMinor) })}
            </Message>
          )}
        </>
      )}
    </Card>
  );
}
