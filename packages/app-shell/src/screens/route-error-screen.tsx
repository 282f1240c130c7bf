import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ActionButton } from '../parts/action-link';
import { NoticePanel } from '../parts/notice-panel';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** Shown when a screen fails to load or render; a missing script chunk (SPEC §8) asks for a reload. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <NoticePanel
      testId="route-error"
      emblem="!"
      title={t(isChunkLoadError(error) ? 'common:errors.chunkLoad' : 'common:errors.unknown')}
      actions={
        <ActionButton type="button" $tone="accent" onClick={() => window.location.reload()}>
          {t('shell:reload')}
        </ActionButton>
      }
    />
  );
}
