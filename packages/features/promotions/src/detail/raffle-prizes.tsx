import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { mix, Note, vars } from '@croupier/ui';
import { formatChance } from '../parts/numbers';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  & th {
    text-align: start;
    font-weight: 600;
    color: ${vars.colorTextMuted};
    padding: 8px 10px;
    border-bottom: 1px solid ${vars.colorBorder};
  }
  & td {
    padding: 9px 10px;
    border-bottom: 1px solid ${mix('colorBorder', 60)};
    font-variant-numeric: tabular-nums;
  }
  & tr:first-child td {
    font-weight: 800;
    color: ${vars.colorAccent};
  }
  & [data-end] {
    text-align: end;
  }
`;

const Hex = styled.code`
  display: block;
  padding: 6px 8px;
  border-radius: 6px;
  background: ${vars.colorSurfaceRaised};
  color: ${vars.colorText};
  font-size: 11.5px;
  overflow-wrap: anywhere;
  word-break: break-all;
`;

const Stack = styled.div`
  display: grid;
  gap: 14px;
`;

const Fairness = styled.div`
  display: grid;
  gap: 6px;
  font-size: 13px;
  & > span {
    font-weight: 600;
  }
`;

/** A raffle's prizes with each one's chance, and its commitment: the seed's SHA-256 now, the seed once it ends. */
export function RafflePrizes({ raffle, currency }: { raffle: NonNullable<MemberPromotion['raffle']>; currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const total = raffle.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const prizes = [...raffle.prizes].sort((first, second) => second.amountMinor - first.amountMinor);
  return (
    <Stack data-testid="promotion-raffle">
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('raffle.prize')}</th>
            <th scope="col" data-end="">
              {t('raffle.chance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize, index) => (
            <tr key={index} data-testid="promotion-raffle-prize">
              <td>{prize.amountMinor > 0 ? formatMoney(prize.amountMinor, currency, language) : t('raffle.noPrize')}</td>
              <td data-end="">{formatChance(prize.weight, total, language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Fairness>
        <Note>{t('raffle.explain')}</Note>
        <span>{t('raffle.hash')}</span>
        <Hex translate="no" data-testid="promotion-raffle-hash">
          {raffle.seedSha256}
        </Hex>
        <span>{t('raffle.seed')}</span>
        {raffle.seed ? (
          <Hex translate="no" data-testid="promotion-raffle-seed">
            {raffle.seed}
          </Hex>
        ) : (
          <Note data-testid="promotion-raffle-seed-hidden">{t('raffle.hidden')}</Note>
        )}
      </Fairness>
    </Stack>
  );
}
