import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import {
  getAnnouncements,
  getBalance,
  getCountries,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getMemberInfo,
  getNotifications,
  getRegisterSettings,
  getSystemStatus,
  getWinnerBoard,
  type SystemStatusValue,
} from '@croupier/contract';
import { sampleCountries, sampleMemberInfo, sampleRegisterSettings, type StubPlatform } from '@croupier/api-client/testing';
import { parseBrandText, type Brand } from '@croupier/brand-config';
import { createAppContext } from '../src/app-context';
import { BrandApp } from '../src/brand-app';
import { createRoutes } from '../src/routing/create-routes';
import { carriesSessionToken } from '../src/session/session-token-search';
import { isGameType } from '@croupier/domain';
import { normalStatus, sampleBalance, sampleCategories, sampleGamePage, sampleLanes, sampleWinners } from './fixtures';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../brands');

export function loadTestBrand(code: 'shonali' | 'northstar'): Brand {
  return parseBrandText(readFileSync(path.join(BRANDS_DIR, `${code}.json`), 'utf8'), `brands/${code}.json`);
}

/** Answers the calls the shell and home make at start (and a member's header), as the platform would. */
export function answerStartCalls(platform: StubPlatform, status: SystemStatusValue = normalStatus()): void {
  platform.answer(getSystemStatus, () => ({ value: status }));
  platform.answer(getGameMenus, () => ({ value: { categories: sampleCategories() } }));
  platform.answer(getAnnouncements, () => ({
    value: { banners: [], player: [{ id: 'n1', title: 'Welcome', content: 'Fast deposits today' }], popup: [], promotion: [] },
  }));
  platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo() }));
  platform.answer(getBalance, () => ({ value: sampleBalance() }));
  platform.answer(getNotifications, () => ({ value: { notifications: [], unread: 0 } }));
  platform.answer(getRegisterSettings, () => ({ value: sampleRegisterSettings() }));
  platform.answer(getCountries, () => ({ value: sampleCountries() }));
  platform.answer(getHotGames, () => ({ value: { games: sampleCategories().flatMap((category) => category.cards.filter((game) => game.isHot === 1)) } }));
  platform.answer(getGameVendors, () => ({ value: { data: { lanes: sampleLanes() } } }));
  platform.answer(getWinnerBoard, () => ({ value: { list: sampleWinners() } }));
  platform.answer(getGameList, (request) => {
    const gameType = request.query.get('gameType');
    return { value: sampleGamePage(isGameType(gameType) ? gameType : 'RNG', request.query.get('vassalage')) };
  });
}

export interface RenderAppOptions {
  platform: StubPlatform;
  brand?: Brand;
  /** Query string of the first load, such as "?token=abc" */
  search?: string;
  /** where the member's live socket is served; the stub platform (which has none) when left out */
  liveOrigin?: string;
}

/** Renders the whole brand app at a path, with a memory router and the real stores and client. */
export function renderApp(pathname: string, { platform, brand = loadTestBrand('shonali'), search = '', liveOrigin }: RenderAppOptions) {
  const context = createAppContext(brand, {
    apiBaseUrl: platform.url,
    ...(liveOrigin ? { liveOrigin } : {}),
    initialSearch: carriesSessionToken(pathname) ? search : '',
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  });
  const router = createMemoryRouter(createRoutes(context.stores, context.i18n), { initialEntries: [`${pathname}${search}`] });
  const view = render(<BrandApp context={context} router={router} />);
  return { ...view, context, router };
}
