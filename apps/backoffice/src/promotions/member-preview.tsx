import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { SegmentedControl, Spinner, mix, vars } from '@croupier/ui';
import { PreviewCard } from './preview-card';
import type { PreviewFacts } from './preview-facts';
import { PreviewPage } from './preview-page';
import { usePreviewWords } from './preview-words';
import { TEXT_LANGUAGES } from './promotion-form';

const Frame = styled.aside`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${mix('colorTextMuted', 8, vars.colorBackground)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  & h2 {
    margin: 0;
    font-size: 15px;
  }
`;

/** A phone's width: the member's page is read on phones first. */
const Phone = styled.div`
  display: grid;
  gap: 14px;
  width: 100%;
  max-width: 390px;
  margin: 0 auto;
`;

const Caption = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

function InLanguage({ brand, facts, bannerSrc, language }: { brand: BackofficeBrand; facts: PreviewFacts; bannerSrc: string | null; language: Language }) {
  const { t } = useTranslation('promotionConsole');
  const words = usePreviewWords(brand, language);
  return (
    <Phone data-testid="promotion-preview" data-language={language}>
      <Caption>{t('preview.card')}</Caption>
      <PreviewCard facts={facts} words={words} bannerSrc={bannerSrc} language={language} />
      <Caption>{t('preview.page')}</Caption>
      <PreviewPage facts={facts} words={words} bannerSrc={bannerSrc} language={language} />
    </Phone>
  );
}

/**
 * The promotion as a member will see it, beside the builder: its card on the promotions page and its
 * own page, in the language chosen, with the texts, the figures and the banner as they are now. The
 * page's HTML goes through the kit's RichText, which sanitizes it as the brand's page does.
 */
export function MemberPreview({ brand, facts, bannerSrc, language, onLanguage }: { brand: BackofficeBrand; facts: PreviewFacts; bannerSrc: string | null; language: Language; onLanguage: (language: Language) => void }) {
  const { t } = useTranslation('promotionConsole');
  return (
    <Frame aria-labelledby="promotion-preview-title">
      <Head>
        <h2 id="promotion-preview-title">{t('preview.title')}</h2>
        <SegmentedControl
          label={t('preview.language')}
          value={language}
          onChange={onLanguage}
          options={TEXT_LANGUAGES.map((each) => ({ value: each, label: t(`language.${each}`), testId: `promotion-preview-${each}` }))}
        />
      </Head>
      {/* The other language's words load on first use: only the preview waits for them. */}
      <Suspense fallback={<Spinner label={t('preview.loading')} />}>
        <InLanguage brand={brand} facts={facts} bannerSrc={bannerSrc} language={language} />
      </Suspense>
    </Frame>
  );
}
