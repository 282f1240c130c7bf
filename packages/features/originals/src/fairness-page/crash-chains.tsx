import { useTranslation } from 'react-i18next';
import { getCrashChains, getFairnessBeacon } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatInteger } from '@croupier/i18n';
import { Note, SectionTitle, Spinner } from '@croupier/ui';
import { Hash } from '../parts/page.styles';
import { useLanguage } from '../parts/use-language';
import { ChainTable } from './fairness-page.styles';

/** Publication records are stamped in UTC, the same for every reader. */
const RECORD_ZONE = 'UTC';

/** The site's Crash chain commitments with their publication times, and the beacon key that signs the salts. */
export function CrashChains() {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const chains = useCallQuery(getCrashChains);
  const beacon = useCallQuery(getFairnessBeacon);
  const at = (ms: number) => `${formatDateTime(new Date(ms), language, RECORD_ZONE)} UTC`;
  return (
    <>
      <SectionTitle>{t('fairnessPage.chains.title')}</SectionTitle>
      <Note>{t('fairnessPage.chains.intro')}</Note>
      {chains.isPending ? <Spinner /> : null}
      {chains.data && chains.data.chains.length === 0 ? <Note>{t('fairnessPage.chains.none')}</Note> : null}
      {chains.data && chains.data.chains.length > 0 ? (
        <ChainTable data-testid="fairness-chains">
          {chains.data.chains.map((chain) => (
            <li key={chain.chainId} data-testid="fairness-chain">
              <span>{t('fairnessPage.chains.published', { time: at(chain.publishedAtMs) })}</span>
              <Hash>{chain.commitment}</Hash>
              <span>
                {t('fairnessPage.chains.played', { played: formatInteger(chain.roundsPlayed, language), total: formatInteger(chain.roundCount, language) })}
              </span>
              {chain.revealedSeed ? (
                <span>
                  {t('fairnessPage.chains.seed')} <Hash>{chain.revealedSeed}</Hash>
                </span>
              ) : null}
            </li>
          ))}
        </ChainTable>
      ) : null}
      {beacon.data ? (
        <Note data-testid="fairness-beacon">
          {t('fairnessPage.chains.beacon', { period: formatInteger(beacon.data.periodMs, language) })} <Hash>{beacon.data.publicKey}</Hash>
        </Note>
      ) : null}
    </>
  );
}
