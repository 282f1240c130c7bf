import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@croupier/api-client';
import { Button } from '@croupier/ui';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 18px;
  border-radius: var(--radius-medium);
  border: 1px solid color-mix(in srgb, var(--color-danger) 50%, transparent);
  background: color-mix(in srgb, var(--color-danger) 10%, var(--color-surface));
  color: var(--color-text);
`;


/** SPEC §8 message for a failed load (network or unknown), with a retry. */
export function LoadError({ error, onRetry, testId }: { error: Error; onRetry: () => void; testId: string }) {
  const { t } = useTranslation('games');
  const key = isApiError(error) && error.code === 'NETWORK' ? 'common:errors.network' : 'common:errors.unknown';
  return (
    <Box role="alert" data-testid={testId}>
      <span>
        <strong>{t('games:loadFailed')}</strong> {t(key)}
      </span>
      <Button size="small" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Box>
  );
}
