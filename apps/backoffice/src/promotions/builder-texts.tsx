import { useTranslation } from 'react-i18next';
import type { Language } from '@croupier/domain';
import { Input, SegmentedControl } from '@croupier/ui';
import { BuilderSection, FieldGrid, GroupProblem, type BuilderPartProps } from './builder-kit';
import { TEXT_MAX_CHARS } from './promotion-check';
import { TEXT_LANGUAGES, type PromotionTexts } from './promotion-form';
import { TextArea } from './text-area';

const PATHS = { title: 'titles', summary: 'summaries', body: 'bodies' } as const;

/**
 * The member's words in each language: a title and a summary for the card, and the page's HTML. One
 * language is open at a time; a language with a problem says so on its switch, so none is missed.
 */
export function BuilderTexts({ form, update, problemOf, language, onLanguage }: BuilderPartProps & { language: Language; onLanguage: (language: Language) => void }) {
  const { t } = useTranslation('promotionConsole');
  const problemsIn = (each: Language) => (['title', 'summary', 'body'] as const).filter((part) => problemOf(`${PATHS[part]}.${each}`)).length;
  const set = (part: keyof PromotionTexts) => (value: string) => {
    update((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [part]: value } } }), [`${PATHS[part]}.${language}`]);
  };
  const texts = form.texts[language];
  const otherWithProblems = TEXT_LANGUAGES.filter((each) => each !== language && problemsIn(each) > 0);
  return (
    <BuilderSection id="promotion-texts-title" title={t('builder.textsTitle')} intro={t('builder.textsIntro')} testId="promotion-texts">
      <SegmentedControl
        label={t('builder.textsLanguage')}
        value={language}
        onChange={onLanguage}
        options={TEXT_LANGUAGES.map((each) => ({
          value: each,
          label: problemsIn(each) > 0 ? t('builder.languageWithProblems', { language: t(`language.${each}`), count: problemsIn(each) }) : t(`language.${each}`),
          testId: `promotion-texts-${each}`,
        }))}
      />
      {otherWithProblems.length > 0 ? <GroupProblem>{t('builder.otherLanguageProblems', { language: otherWithProblems.map((each) => t(`language.${each}`)).join(', ') })}</GroupProblem> : null}
      <FieldGrid $min={320} lang={language} data-testid={`promotion-texts-fields-${language}`}>
        <Input
          label={t('builder.title', { language: t(`language.${language}`) })}
          maxLength={TEXT_MAX_CHARS.title}
          showCharacterCount
          value={texts.title}
          onChange={(event) => set('title')(event.target.value)}
          error={problemOf(`titles.${language}`)}
          data-testid={`promotion-title-${language}`}
        />
        <TextArea
          label={t('builder.summary', { language: t(`language.${language}`) })}
          hint={t('builder.summaryHint')}
          maxLength={TEXT_MAX_CHARS.summary}
          rows={2}
          value={texts.summary}
          onChange={(event) => set('summary')(event.target.value)}
          error={problemOf(`summaries.${language}`)}
          data-testid={`promotion-summary-${language}`}
        />
      </FieldGrid>
      <TextArea
        label={t('builder.body', { language: t(`language.${language}`) })}
        hint={t('builder.bodyHint')}
        maxLength={TEXT_MAX_CHARS.body}
        code
        rows={12}
        lang={language}
        value={texts.body}
        onChange={(event) => set('body')(event.target.value)}
        error={problemOf(`bodies.${language}`)}
        data-testid={`promotion-body-${language}`}
      />
    </BuilderSection>
  );
}
