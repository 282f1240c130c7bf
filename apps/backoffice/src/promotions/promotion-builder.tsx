import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, ConsolePromotion } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { Button, mix, vars } from '@croupier/ui';
import { useConsoleContext } from '../console-context';
import { Actions, Alert, Muted } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { BannerField, type ChosenBanner } from './banner-field';
import { BuilderBasics } from './builder-basics';
import type { BuilderPartProps } from './builder-kit';
import { BuilderReward } from './builder-reward';
import { BuilderTexts } from './builder-texts';
import { MemberPreview } from './member-preview';
import { previewFacts } from './preview-facts';
import { useProblemText } from './problem-text';
import { checkForm, type Problems } from './promotion-check';
import { formOfPromotion, freshForm, type PromotionForm } from './promotion-form';
import { promotionRefusal, serverProblemsOf, shownOnForm } from './promotion-refusal';
import { useSavePromotion, useSetBanner } from './use-promotions';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 420px);
  gap: 18px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FormColumn = styled.form`
  display: grid;
  gap: 14px;
  min-width: 0;
`;

/** The preview stays in sight while the form scrolls, where there is room beside it. */
const PreviewColumn = styled.div`
  position: sticky;
  /* below the console's header, which takes two rows of sections at a laptop's width */
  top: 104px;
  max-height: calc(100vh - 120px);
  overflow-y: auto;
  @media (max-width: 1100px) {
    position: static;
    max-height: none;
  }
`;

const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: grid;
  gap: 10px;
  padding: 12px 16px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${mix('colorSurface', 94)};
  box-shadow: 0 -4px 16px ${mix('colorText', 8)};
  backdrop-filter: blur(6px);
`;

/** What the page shows when a save is done: a sentence, and the banner's refusal if the banner did not go through. */
export interface SaveResult {
  promotion: ConsolePromotion;
  bannerRefusal: string | null;
}

export interface PromotionBuilderProps {
  brand: BackofficeBrand;
  /** the draft being edited; null for a new promotion */
  promotion: ConsolePromotion | null;
  onSaved: (result: SaveResult) => void;
  /** a saved draft's next step (submit), told whether unsaved changes hold it back */
  nextStep?: (unsaved: boolean) => ReactNode;
  /** a line over the buttons, such as "Draft saved." */
  notice?: string | null;
  /** the banner's refusal from a save that made the promotion */
  initialBannerRefusal?: string | null;
}

/**
 * The promotion builder (decision 0047): kind, audience and schedule, the reward and its wagering, the
 * texts of each language and the banner, checked as typed and previewed beside the form as a member
 * will see it. Saving makes or rewrites a draft; nothing reaches members before a second operator
 * publishes it.
 */
export function PromotionBuilder({ brand, promotion, onSaved, nextStep, notice, initialBannerRefusal = null }: PromotionBuilderProps) {
  const { t } = useTranslation('promotionConsole');
  const { t: consoleText } = useConsoleText();
  const { baseUrl } = useConsoleContext();
  const problemText = useProblemText(brand);
  const save = useSavePromotion();
  const setBanner = useSetBanner();
  const [initial] = useState(() => (promotion ? formOfPromotion(promotion, brand.timeZone, brand.currency.scale) : freshForm(Date.now(), brand.timeZone)));
  const [form, setForm] = useState<PromotionForm>(initial);
  const [savedForm, setSavedForm] = useState<PromotionForm | null>(promotion ? initial : null);
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [banner, setChosenBanner] = useState<ChosenBanner | null>(null);
  const [bannerRefusal, setBannerRefusal] = useState<string | null>(initialBannerRefusal);
  const [language, setLanguage] = useState<Language>('en');
  // the time now, read at each check: a form left open for hours is checked against the hour it is
  const checked = checkForm(form, { merchantCode: brand.merchantCode, scale: brand.currency.scale, timeZone: brand.timeZone, nowMs: Date.now() });
  const unsaved = savedForm === null || banner !== null || JSON.stringify(form) !== JSON.stringify(savedForm);

  const update: BuilderPartProps['update'] = (change, paths) => {
    setForm(change);
    setServerProblems((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !paths.some((changed) => path === changed || path.startsWith(`${changed}.`)))));
  };
  const problemOf = (path: string) => problemText(serverProblems[path] ?? (tried ? checked.problems[path] : undefined));
  const parts = { brand, form, update, problemOf };
  const problemCount = tried ? Object.keys(checked.problems).length : 0;
  // refusals of fields the form does not show (a rule of the kind, the brand): said in words under the refusal
  const unplaced = Object.entries(serverProblems).filter(([path]) => !shownOnForm(path, form));

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!checked.draft) return;
    let saved: ConsolePromotion;
    try {
      saved = (await save.mutateAsync({ promotionId: promotion?.promotionId ?? null, draft: checked.draft })).promotion;
    } catch (error) {
      const placed = serverProblemsOf(error);
      setServerProblems(placed);
      setRefusal(Object.keys(placed).length > 0 ? t('builder.refusedFields') : promotionRefusal(t, consoleText, error));
      return;
    }
    // the platform sanitizes the pages' HTML: the form shows what was kept
    const kept = formOfPromotion(saved, brand.timeZone, brand.currency.scale);
    setForm(kept);
    setSavedForm(kept);
    setTried(false);
    let bannerProblem: string | null = null;
    if (banner) {
      try {
        saved = (await setBanner.mutateAsync({ promotionId: saved.promotionId, banner: { contentType: banner.contentType, dataBase64: banner.dataBase64 } })).promotion;
        setChosenBanner(null);
      } catch (error) {
        bannerProblem = promotionRefusal(t, consoleText, error);
      }
    }
    setBannerRefusal(bannerProblem);
    onSaved({ promotion: saved, bannerRefusal: bannerProblem });
  };

  const currentBanner = promotion?.bannerUrl ? `${promotion.bannerUrl.startsWith('/') ? baseUrl : ''}${promotion.bannerUrl}` : null;
  const busy = save.isPending || setBanner.isPending;
  return (
    <Columns>
      <FormColumn
        noValidate
        aria-label={t('builder.formLabel')}
        data-testid="promotion-builder"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <BuilderBasics {...parts} />
        <BuilderReward {...parts} />
        <BuilderTexts {...parts} language={language} onLanguage={setLanguage} />
        <BannerField chosen={banner} currentUrl={currentBanner} onChoose={setChosenBanner} saveProblem={bannerRefusal ?? undefined} />
        <ActionBar>
          {problemCount > 0 ? (
            <Alert role="alert" data-testid="promotion-problems">
              {t('builder.fixFirst', { count: problemCount })}
            </Alert>
          ) : null}
          {refusal ? (
            <Alert role="alert" data-testid="promotion-refusal">
              {refusal}
              {unplaced.map(([path, problem]) => (
                <span key={path} data-testid="promotion-refusal-field">
                  <br />
                  {path} {problem.values?.message}
                </span>
              ))}
            </Alert>
          ) : null}
          {notice && !unsaved ? <Muted data-testid="promotion-notice">{notice}</Muted> : null}
          {unsaved && savedForm !== null ? <Muted data-testid="promotion-unsaved">{t('builder.unsaved')}</Muted> : null}
          <Actions>
            <Button type="submit" loading={busy} data-testid="promotion-save">
              {promotion ? t('builder.save') : t('builder.create')}
            </Button>
            {nextStep?.(unsaved)}
          </Actions>
        </ActionBar>
      </FormColumn>
      <PreviewColumn>
        <MemberPreview brand={brand} facts={previewFacts(form, brand.currency.scale, brand.timeZone)} bannerSrc={banner?.dataUrl ?? currentBanner} language={language} onLanguage={setLanguage} />
      </PreviewColumn>
    </Columns>
  );
}
