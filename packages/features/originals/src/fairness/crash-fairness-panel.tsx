import { useTranslation } from 'react-i18next';
import { Card } from '../parts/page.styles';
import { FairnessLinks } from './fairness-panel';
import { Note, SectionTitle } from '@croupier/ui';

/**
 * Crash's fairness panel: its rounds come from a published hash chain and a beacon round due when
 * betting closes, so there is no seed of the player's to show or change, only where to check them.
 */
export function CrashFairnessPanel() {
  const { t } = useTranslation('originals');
  return (
    <Card aria-labelledby="crash-fairness-title" data-testid="crash-fairness-panel">
      <SectionTitle id="crash-fairness-title">{t('fairness.title')}</SectionTitle>
      <Note>{t('fairness.crashSummary')}</Note>
      <FairnessLinks />
    </Card>
  );
}
