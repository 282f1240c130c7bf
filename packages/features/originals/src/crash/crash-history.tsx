import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { verifyPathOf } from '../verify/verify-path';
import type { CrashView } from './crash-view';

/** Points at or above these multipliers are told apart at a glance, as crash games colour their history. */
const HIGH_HUNDREDTHS = 200;
const HUGE_HUNDREDTHS = 1_000;

type Tier = 'low' | 'high' | 'huge';

function tierOf(hundredths: number): Tier {
  if (hundredths >= HUGE_HUNDREDTHS) return 'huge';
  return hundredths >= HIGH_HUNDREDTHS ? 'high' : 'low';
}

const Strip = styled.nav`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 10px;
  min-width: 0;
`;

const Label = styled.h2`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  color: ${vars.colorTextMuted};
  white-space: nowrap;
`;

/** One line of a fixed height, empty or full, so the chart below never moves when a point comes in. */
const Points = styled.ol`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 34px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  mask-image: linear-gradient(to right, #000 85%, transparent);
  & > li {
    flex: none;
  }
  & a {
    display: inline-block;
    min-width: 58px;
    padding: 4px 10px;
    border-radius: 999px;
    font-size: 13px;
    line-height: 20px;
    font-weight: 700;
    text-align: center;
    font-variant-numeric: tabular-nums;
    text-decoration: none;
  }
  & a[data-tier='low'] {
    color: ${vars.colorDanger};
    background: ${mix('colorDanger', 14)};
  }
  & a[data-tier='high'] {
    color: ${vars.colorSuccess};
    background: ${mix('colorSuccess', 16)};
  }
  & a[data-tier='huge'] {
    color: ${vars.colorOnAccent};
    background: ${vars.colorAccent};
  }
`;

/** Recent crash points in a strip above the chart, newest first, each a link to check its round. */
export function CrashHistory({ history }: { history: CrashView['history'] }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  return (
    <Strip aria-labelledby="crash-history-title">
      <Label id="crash-history-title">{t('crash.history')}</Label>
      <Points data-testid="crash-history">
        {history.map((each) => (
          <li key={each.roundId}>
            <Link
              to={verifyPathOf(each.roundId)}
              data-testid={`crash-history-${each.roundId}`}
              data-crash-point={each.crashPointHundredths}
              data-tier={tierOf(each.crashPointHundredths)}
            >
              {formatCrashHundredths(each.crashPointHundredths, language)}
            </Link>
          </li>
        ))}
      </Points>
    </Strip>
  );
}
