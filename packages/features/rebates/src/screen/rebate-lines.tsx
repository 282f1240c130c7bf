import { useTranslation } from 'react-i18next';
import type { RebateDay } from '@croupier/contract';
import { formatMoney, type CurrencyFormat } from '@croupier/i18n';
import { formatRate, useLanguage } from '../parts/words';
import { LinesTable } from './page.styles';

/** A day's rebate by game type: valid bets, rate and rebate per type, and the total with the cap's cut. */
export function RebateLines({ day, currency, testId }: { day: RebateDay; currency: CurrencyFormat; testId: string }) {
  const { t } = useTranslation(['rebates', 'common']);
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  return (
    <LinesTable data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('table.gameType')}</th>
          <th scope="col" data-amount="">
            {t('table.validBet')}
          </th>
          <th scope="col" data-amount="">
            {t('table.rate')}
          </th>
          <th scope="col" data-amount="">
            {t('table.rebate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {day.lines.map((line) => (
          <tr key={line.gameType} data-testid={`${testId}-${line.gameType}`}>
            <td data-cell="type">{t(`common:gameType.${line.gameType}`)}</td>
            <td data-cell="bet" data-amount="" data-label={t('table.validBet')}>
              {money(line.validBetMinor)}
            </td>
            <td data-cell="rate" data-amount="" data-label={t('table.rate')}>
              {formatRate(line.ratePpm, language)}
            </td>
            <td data-cell="rebate" data-amount="" data-amount-minor={line.rebateMinor}>
              {money(line.rebateMinor)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td data-cell="type">{day.capped ? t('table.capped') : t('table.total')}</td>
          <td data-cell="bet" data-amount="" data-label={t('table.validBet')}>
            {money(day.validBetMinor)}
          </td>
          <td data-cell="spacer" />
          <td data-cell="rebate" data-amount="" data-testid={`${testId}-total`}>
            {money(day.amountMinor)}
          </td>
        </tr>
      </tfoot>
    </LinesTable>
  );
}
