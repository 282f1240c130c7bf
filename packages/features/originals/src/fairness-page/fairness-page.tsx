import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FAIRNESS_VERIFIER_PATH } from '@croupier/contract';
import { FAIRNESS_VERSION } from '@croupier/provably-fair';
import { formatInteger } from '@croupier/i18n';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { Card, Page, Title } from '../parts/page.styles';
import { useLanguage } from '../parts/use-language';
import { VERIFY_PATH } from '../verify/verify-path';
import { AlgorithmTabs } from './algorithm-tabs';
import { CrashChains } from './crash-chains';
import { Actions, Badges, Formula, Lead } from './fairness-page.styles';
import { FORMULAS } from './formulas';
import { Note, SectionTitle } from '@croupier/ui';

/** The brand's house edge as a percentage with up to two decimals: 100 basis points is 1 %. */
function percentOf(houseEdgeBps: number, language: string): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en', { style: 'percent', maximumFractionDigits: 2 }).format(houseEdgeBps / 10_000);
}

/**
 * /fairness: how every in-house result is made, to the byte, for anyone (no login): the algorithm per
 * game with its test vectors, this brand's house edge, the Crash chains and beacon, and the verifiers.
 */
export function FairnessPage() {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const { houseEdgeBps } = useOriginalsEnvironment();
  return (
    <Page data-testid="fairness-page">
      <Title>{t('fairnessPage.title')}</Title>
      <Card>
        <Badges>
          <span data-testid="fairness-version">{t('fairnessPage.version', { version: formatInteger(FAIRNESS_VERSION, language) })}</span>
          {houseEdgeBps === undefined ? null : (
            <span data-testid="fairness-edge" data-edge-bps={houseEdgeBps}>
              {t('fairnessPage.edge', { percent: percentOf(houseEdgeBps, language) })}
            </span>
          )}
        </Badges>
        <Lead>{t('fairnessPage.intro')}</Lead>
      </Card>
      <Card>
        <SectionTitle>{t('fairnessPage.check.title')}</SectionTitle>
        <Actions>
          <Link to={VERIFY_PATH}>{t('fairnessPage.check.browser')}</Link>
          <a href={FAIRNESS_VERIFIER_PATH} download data-testid="fairness-download-verifier">
            {t('fairnessPage.check.script')}
          </a>
        </Actions>
        <Note>{t('fairnessPage.check.usage')}</Note>
        <Formula>{FORMULAS.command}</Formula>
      </Card>
      <Card>
        <SectionTitle>{t('fairnessPage.algorithm')}</SectionTitle>
        <AlgorithmTabs />
      </Card>
      <Card>
        <CrashChains />
      </Card>
    </Page>
  );
}
