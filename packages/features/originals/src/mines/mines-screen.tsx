import { useTranslation } from 'react-i18next';
import { Message, Spinner } from '@croupier/ui';
import { FairnessPanel } from '../fairness/fairness-panel';
import { errorKeyOf } from '../parts/error-key';
import { Card, Page, PlayLayout, Title } from '../parts/page.styles';
import { useInHouseSettings } from '../parts/use-settings';
import { MinesBoard } from './mines-board';
import { MinesForm } from './mines-form';
import { MinesStatus } from './mines-status';
import { useMines } from './use-mines';

/** /bgs/mines: open cells one by one and cash out before a mine; an open game resumes on reload. */
export function MinesScreen() {
  const { t } = useTranslation('originals');
  const settings = useInHouseSettings();
  const mines = useMines();
  const open = mines.game?.status === 'open';
  return (
    <Page data-testid="mines-page">
      <Title>{t('mines.title')}</Title>
      <PlayLayout>
        <Card>
          {mines.loading ? <Spinner /> : null}
          {!open && !mines.loading ? (
            <MinesForm limits={settings.data?.limits.MINES} busy={mines.busy} onStart={mines.start} />
          ) : null}
          {mines.game ? <MinesStatus game={mines.game} busy={mines.busy} onCashOut={mines.cashOut} /> : null}
          {mines.error ? (
            <Message tone="error" announce data-testid="mines-error">
              {t(errorKeyOf(mines.error))}
            </Message>
          ) : null}
        </Card>
        <Card>
          <MinesBoard game={mines.game} busy={mines.busy} onReveal={mines.reveal} />
          {!mines.game ? <Message tone="info">{t('mines.intro')}</Message> : null}
        </Card>
      </PlayLayout>
      <FairnessPanel />
    </Page>
  );
}
