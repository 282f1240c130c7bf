import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { LaunchResult } from '@croupier/contract';
import { MAIN_WALLET } from '@croupier/domain';
import { isApiError } from '@croupier/api-client';
import { Button, EmptyState, Spinner } from '@croupier/ui';
import { GameGrid } from '../cards/game-grid';
import { useGameActions } from '../cards/use-game-actions';
import { QuestionEmblem, WrenchEmblem } from '../parts/emblems';
import { LoadError } from '../parts/load-error';
import { backUrlFromState, launchRequestFromSearch, type LaunchRequest } from './game-page-path';
import { useLaunch } from './use-launch';

/** A path on this site ("/bgs/dice"), as opposed to an engine's address on another origin. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/*
 * The game takes the whole window, above the site's header, with one bar to leave it. Above the
 * phone header (650) and side drawer (600) as well, below notices (900) and dialogs (1000).
 */
const Stage = styled.div`
  position: fixed;
  inset: 0;
  z-index: 700;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  background: #000000;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 12px;
  background: var(--color-header);
  color: var(--color-on-header);
  & strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: #000000;
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: 12px;
  min-height: 320px;
  color: var(--color-text-muted);
`;

const Maintenance = styled.section`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & h2 {
    margin: 0;
    font-size: 19px;
    color: var(--color-text);
  }
`;

/** Leaves the game for the page the player came from, in the game page's place: Back does not relaunch it. */
function BackButton({ backUrl }: { backUrl: string }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  return (
    <Button variant="secondary" size="small" onClick={() => void navigate(backUrl, { replace: true })} data-testid="game-page-back">
      {t('games:gamePage.back')}
    </Button>
  );
}

function Ready({ result, backUrl }: { result: Extract<LaunchResult, { status: 'ready' }>; backUrl: string }) {
  const { t } = useTranslation('games');
  const name = result.game.displayName || result.game.gameName;
  return (
    <Stage data-testid="game-page-stage">
      <Bar>
        <BackButton backUrl={backUrl} />
        <strong>{name}</strong>
      </Bar>
      <Frame src={result.url} title={t('games:gamePage.frameTitle', { name })} allow="autoplay; fullscreen" allowFullScreen data-testid="game-page-frame" />
    </Stage>
  );
}

function UnderMaintenance({ result, backUrl }: { result: Extract<LaunchResult, { status: 'maintenance' }>; backUrl: string }) {
  const { t } = useTranslation('games');
  // A suggestion takes this page's place and still returns to where the player first came from.
  const actions = useGameActions({ backUrl, replace: true });
  const name = result.game.displayName || result.game.gameName;
  return (
    <Maintenance>
      <EmptyState
        data-testid="game-maintenance"
        emblem={<WrenchEmblem />}
        title={t('games:gamePage.maintenanceTitle', { name })}
        action={<BackButton backUrl={backUrl} />}
      >
        {t('games:gamePage.maintenanceText')}
      </EmptyState>
      {result.suggestions.length > 0 ? (
        <div>
          <h2>{t('games:gamePage.suggestions')}</h2>
          <GameGrid cards={result.suggestions} actions={actions} testId="game-suggestions" />
        </div>
      ) : null}
    </Maintenance>
  );
}

/**
 * What stands between a ready launch and its game when the game plays from a wallet of its own (a
 * transfer-wallet brand's vendor): the shell hands in the wallet feature's transfer dialog.
 */
export interface WalletGateProps {
  wallet: string;
  gameName: string;
  onCancel: () => void;
  children: ReactNode;
}
export type WalletGate = ComponentType<WalletGateProps>;

/**
 * A launch token lasts two minutes (ADR 0007); a game shown later than this after its launch (the
 * player took a while in the transfer dialog) asks for a fresh one first.
 */
export const LAUNCH_FRESH_MS = 60_000;

function FreshReady({ launch, backUrl }: { launch: ReturnType<typeof useLaunch>; backUrl: string }) {
  const { t } = useTranslation('games');
  const [stale] = useState(() => Date.now() - launch.dataUpdatedAt > LAUNCH_FRESH_MS);
  const [refreshed, setRefreshed] = useState(!stale);
  const { refetch } = launch;
  useEffect(() => {
    if (stale) void refetch().finally(() => setRefreshed(true));
  }, [stale, refetch]);
  if (!refreshed || launch.data?.status !== 'ready') {
    return (
      <Centre data-testid="game-page-loading">
        <Spinner size="large" label={t('games:gamePage.starting')} />
      </Centre>
    );
  }
  return <Ready result={launch.data} backUrl={backUrl} />;
}

function Launch({ request, backUrl, walletGate: Gate }: { request: LaunchRequest; backUrl: string; walletGate: WalletGate | undefined }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const launch = useLaunch(request, backUrl);
  if (launch.isPending) {
    return (
      <Centre data-testid="game-page-loading">
        <Spinner size="large" label={t('games:gamePage.starting')} />
        <span>{t('games:gamePage.starting')}</span>
      </Centre>
    );
  }
  if (launch.isError) {
    const code = isApiError(launch.error) ? launch.error.code : null;
    if (code === 'GAME_NOT_FOUND' || code === 'VALIDATION_FAILED') {
      return (
        <EmptyState
          data-testid="game-page-not-found"
          emblem={<QuestionEmblem />}
          title={t('games:gamePage.notFound')}
          action={<BackButton backUrl={backUrl} />}
        />
      );
    }
    return <LoadError error={launch.error} onRetry={() => void launch.refetch()} testId="game-page-error" />;
  }
  if (launch.data.status === 'maintenance') return <UnderMaintenance result={launch.data} backUrl={backUrl} />;
  // A game the platform runs itself opens on its own page of this site, not in a frame of it.
  if (isSitePath(launch.data.url)) return <Navigate to={launch.data.url} replace />;
  const { wallet } = launch.data;
  if (Gate && wallet !== undefined && wallet !== MAIN_WALLET) {
    return (
      <Gate wallet={wallet} gameName={launch.data.game.displayName || launch.data.game.gameName} onCancel={() => void navigate(backUrl, { replace: true })}>
        <FreshReady launch={launch} backUrl={backUrl} />
      </Gate>
    );
  }
  return <Ready result={launch.data} backUrl={backUrl} />;
}

/**
 * SPEC §2 /seamless game page: it asks for the launch itself (ADR 0007) with the device, language and
 * the page to come back to; a ready game fills the window in a frame, a game under maintenance says
 * so and suggests others to play (SPEC §8). A game with a wallet of its own opens through `walletGate`.
 */
export function GamePageScreen({ walletGate }: { walletGate?: WalletGate } = {}) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const location = useLocation();
  const request = useMemo(() => launchRequestFromSearch(params), [params]);
  const backUrl = backUrlFromState(location.state) ?? '/';
  return (
    <div data-testid="game-page">
      {request ? (
        // A new game in the address is a new launch, not an update of the last one.
        <Launch key={params.toString()} request={request} backUrl={backUrl} walletGate={walletGate} />
      ) : (
        <EmptyState
          data-testid="game-page-not-found"
          emblem={<QuestionEmblem />}
          title={t('games:gamePage.notFound')}
          action={<BackButton backUrl={backUrl} />}
        />
      )}
    </div>
  );
}
