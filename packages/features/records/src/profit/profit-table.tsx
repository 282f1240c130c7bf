import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitByType, ProfitDay, ProfitFigures } from '@croupier/contract';
import { formatDay, formatInteger, type CurrencyFormat } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { ProfitTable } from './profit-table.styles';

function FigureCells({ figures, currency }: { figures: ProfitFigures; currency: CurrencyFormat }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  return (
    <>
      <td data-amount data-cell="rounds" data-label={t('profit.table.rounds')}>
        {formatInteger(figures.rounds, language)}
      </td>
      <td data-amount data-cell="stake" data-label={t('profit.table.stake')} data-testid="profit-record-stake">
        <Money amountMinor={figures.stakeMinor} currency={currency} />
      </td>
      <td data-amount data-cell="payout" data-label={t('profit.table.payout')} data-testid="profit-record-payout">
        <Money amountMinor={figures.payoutMinor} currency={currency} />
      </td>
      <td data-amount data-cell="net" data-testid="profit-record-net">
        <NetMoney amountMinor={figures.netMinor} currency={currency} />
      </td>
    </>
  );
}

/** A game type's name; games the catalogue no longer lists have none. */
export function useTypeName(): (gameType: ProfitByType['gameType']) => string {
  const { t } = useTranslation('records');
  return (gameType) => (gameType ? t(`common:gameType.${gameType}`) : t('profit.unlistedGames'));
}

function Head({ first }: { first: string }) {
  const { t } = useTranslation('records');
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" data-amount>
          {t('profit.table.rounds')}
        </th>
        <th scope="col" data-amount>
          {t('profit.table.stake')}
        </th>
        <th scope="col" data-amount>
          {t('profit.table.payout')}
        </th>
        <th scope="col" data-amount>
          {t('profit.table.net')}
        </th>
      </tr>
    </thead>
  );
}

/** The range's figures per game type. */
export function ProfitByTypeTable({ byType, currency }: { byType: readonly ProfitByType[]; currency: CurrencyFormat }) {
  const { t } = useTranslation('records');
  const typeName = useTypeName();
  return (
    <ProfitTable data-testid="profit-record-types">
      <Head first={t('profit.table.type')} />
      <tbody>
        {byType.map((figures) => (
          <tr key={figures.gameType ?? 'unlisted'} data-testid="profit-record-type" data-game-type={figures.gameType ?? ''}>
            <th scope="row">{typeName(figures.gameType)}</th>
            <FigureCells figures={figures} currency={currency} />
          </tr>
        ))}
      </tbody>
    </ProfitTable>
  );
}

/** Days with play, newest first, each with its figures per game type beneath it. */
export function ProfitDayTable({ days, currency }: { days: readonly ProfitDay[]; currency: CurrencyFormat }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const typeName = useTypeName();
  return (
    <ProfitTable data-testid="profit-record-days">
      <Head first={t('profit.table.day')} />
      <tbody>
        {days.map((day) => (
          <Fragment key={day.day}>
            <tr data-testid="profit-record-day" data-day={day.day}>
              <th scope="row">{formatDay(day.day, language)}</th>
              <FigureCells figures={day} currency={currency} />
            </tr>
            {day.byType.map((figures) => (
              <tr data-sub key={figures.gameType ?? 'unlisted'} data-testid="profit-record-day-type" data-game-type={figures.gameType ?? ''}>
                <th scope="row">{typeName(figures.gameType)}</th>
                <FigureCells figures={figures} currency={currency} />
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </ProfitTable>
  );
}
