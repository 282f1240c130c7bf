import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@croupier/ui';
import { Card, SectionTitle } from '../parts/page.styles';
import { formatCrashHundredths } from '../parts/numbers';
import { useLanguage } from '../parts/use-language';
import { verifyPathOf } from '../verify/verify-path';
import type { CrashView } from './crash-view';

const Points = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding: 4px 8px;
    border-radius: ${vars.radiusMedium};
    background: ${vars.colorSurfaceRaised};
    color: ${vars.colorText};
    font-variant-numeric: tabular-nums;
    text-decoration: none;
  }
`;

/** Recent crash points, each a link to check its round. */
export function CrashHistory({ history }: { history: CrashView['history'] }) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  return (
    <Card aria-labelledby="crash-history-title">
      <SectionTitle id="crash-history-title">{t('crash.history')}</SectionTitle>
      <Points data-testid="crash-history">
        {history.map((each) => (
          <li key={each.roundId}>
            <Link to={verifyPathOf(each.roundId)} data-testid={`crash-history-${each.roundId}`} data-crash-point={each.crashPointHundredths}>
              {formatCrashHundredths(each.crashPointHundredths, language)}
            </Link>
          </li>
        ))}
      </Points>
    </Card>
  );
}
