import type { PopupName } from '../stores/popup-store';

/**
 * Who may open a route. `token`: a stored session token (SPEC §2 navigation guard: else /login).
 * `member`: a token of a true account; trial players are refused with a warning (SPEC §4, §6).
 * `agent`: a token and an agent account (SPEC §2 /agentHome: else /agent).
 */
export type RouteAccess = 'public' | 'token' | 'member' | 'agent';

/** The screen a route shows; `comingSoon` screens are filled by later work behind a real route. */
export type RouteScreen =
  | 'home'
  | 'comingSoon'
  | 'gameCentre'
  | 'gameList'
  | 'favourites'
  | 'recent'
  | 'gamePage'
  | 'originals'
  | 'memberCentre'
  | 'agentLogin'
  | 'agentHome'
  | 'resetPassword'
  | 'redEnvelope'
  | 'promotions'
  | 'promotionDetail';

export type RouteLayout = 'normal' | 'agent';

export interface ShellRoute {
  path: string;
  /** Route name: scrolling to top and the side menu default follow a change of name, not of path. */
  name: string;
  screen: RouteScreen;
  layout: RouteLayout;
  access: RouteAccess;
  /** SPEC §2: the side menu is hidden by default on game pages and shown elsewhere. */
  sideMenu: 'shown' | 'hidden';
  /** A popup the route opens over its screen (/login, /register). */
  popup?: PopupName;
}

function route(path: string, name: string, screen: RouteScreen, extra: Partial<ShellRoute> = {}): ShellRoute {
  return { path, name, screen, layout: 'normal', access: 'public', sideMenu: 'shown', ...extra };
}

// SPEC §4: a game page opens for a logged-in player with a true account, never for a trial one.
const gamePage = { access: 'member', sideMenu: 'hidden' } as const;
// SPEC §4: trial players cannot open member-centre or account pages (favourites and recent are account game lists).
const accountPage = { access: 'member' } as const;

/** Every route of SPEC §2. Paths are case-sensitive: /vnLottery and /vnlottery are different pages. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  route('/', 'home', 'home'),
  route('/index', 'home', 'home'),
  route('/index.html', 'home', 'home'),
  route('/home', 'home', 'home'),
  // The popup opens over home without changing the route name, so the page does not jump to top.
  route('/login', 'home', 'home', { popup: 'login' }),
  route('/register', 'home', 'home', { popup: 'register' }),
  route('/agent', 'agent', 'agentLogin', { layout: 'agent' }),
  route('/agentHome', 'agentHome', 'agentHome', { layout: 'agent', access: 'agent' }),
  route('/member', 'member', 'memberCentre', accountPage),
  // The page a password-reset mail links to; its `token` is the reset token, not a session.
  route('/resetPassword', 'resetPassword', 'resetPassword'),
  route('/help', 'help', 'comingSoon'),
  route('/helpmc', 'help', 'comingSoon'),
  route('/sports', 'sports', 'gameCentre'),
  route('/esports', 'esports', 'gameCentre'),
  route('/lott', 'lott', 'gameCentre'),
  route('/elott', 'elott', 'gameCentre'),
  route('/cockfight', 'cockfight', 'gameCentre'),
  route('/live', 'live', 'gameList'),
  route('/fish', 'fish', 'gameList'),
  route('/rng', 'rng', 'gameList'),
  route('/pvp', 'pvp', 'gameList'),
  route('/bgs', 'bgs', 'gameList'),
  route('/favorite', 'favorite', 'favourites', accountPage),
  route('/recent', 'recent', 'recent', accountPage),
  route('/lottery', 'lottery', 'comingSoon', { access: 'token' }),
  route('/seaLottery', 'seaLottery', 'comingSoon', { access: 'token' }),
  route('/vnLottery', 'vnLottery', 'comingSoon', { access: 'token' }),
  route('/promotions', 'promotions', 'promotions'),
  // A promotion's own page is a route, not a sheet over the list: banners, announcements and the reward
  // centre link to it, the back button leaves it, its application form (remark and three images) has
  // the room of a page on a phone.
  route('/promotions/:promotionId', 'promotionDetail', 'promotionDetail'),
  route('/pointMall', 'pointMall', 'comingSoon', accountPage),
  // SPEC names the area "red envelope" without a route; ours is /red-envelope (decision 0043).
  route('/red-envelope', 'redEnvelope', 'redEnvelope', accountPage),
  route('/seamless', 'seamless', 'gamePage', gamePage),
  // The brand's own games (ADR 0012): open to guests, who watch Crash and are asked to log in to bet;
  // free-play players bet with their demo balance, so these pages do not refuse them as /seamless does.
  route('/bgs/crash', 'bgsCrash', 'originals', { sideMenu: 'hidden' }),
  route('/bgs/dice', 'bgsDice', 'originals', { sideMenu: 'hidden' }),
  route('/bgs/mines', 'bgsMines', 'originals', { sideMenu: 'hidden' }),
  route('/bgs/verify', 'bgsVerify', 'originals'),
  // Every game's algorithm to the byte, with test vectors and the verifier to download: public, no login.
  route('/fairness', 'fairness', 'originals'),
  route('/lottert', 'lottert', 'comingSoon', gamePage),
  route('/vnlottery', 'vnlotteryGame', 'comingSoon', gamePage),
  route('/sealottery', 'sealotteryGame', 'comingSoon', gamePage),
];

export const NOT_FOUND_ROUTE_NAME = 'notFound';
export const LOGIN_PATH = '/login';
export const AGENT_LANDING_PATH = '/agent';
export const AGENT_HOME_PATH = '/agentHome';
export const HOME_PATH = '/';
export const RESET_PASSWORD_PATH = '/resetPassword';
