import { useTranslation } from 'react-i18next';
import { RoundList } from '../parts/page.styles';
import type { Recomputation } from './recompute';
import { Message } from '@croupier/ui';

/** Match, mismatch or not yet checkable, with each figure recorded and recomputed side by side. */
export function Verdict({ recomputation }: { recomputation: Recomputation }) {
  const { t } = useTranslation('originals');
  if (recomputation.verdict === 'pending') {
    return (
      <Message tone="info" data-testid="verify-verdict" data-verdict="pending">
        {t(`verify.pending.${recomputation.reason}`)}
      </Message>
    );
  }
  const matched = recomputation.verdict === 'match';
  return (
    <>
      <Message tone={matched ? 'success' : 'error'} role="status" data-testid="verify-verdict" data-verdict={recomputation.verdict}>
        {t(matched ? 'verify.match' : 'verify.mismatch')}
      </Message>
      <RoundList data-testid="verify-checks">
        {recomputation.checks.map((each) => (
          <li key={each.check} data-match={each.match}>
            <span>{t(`verify.check.${each.check}`)}</span>
            <span>{each.computed}</span>
            <span>{each.match ? '✓' : '✗'}</span>
          </li>
        ))}
      </RoundList>
    </>
  );
}
