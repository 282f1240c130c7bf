import { formatMoney } from '@croupier/i18n';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { useLanguage } from './use-language';

/** An amount of the brand's currency, carrying its minor units for tests that check figures exactly. */
export function Money({ amountMinor, testId }: { amountMinor: number; testId?: string }) {
  const { currency } = useOriginalsEnvironment();
  const language = useLanguage();
  return (
    <span data-testid={testId} data-amount-minor={amountMinor}>
      {formatMoney(amountMinor, currency, language)}
    </span>
  );
}
