import type { Category, GameCard, GamePage, Room, VendorLane, Winner } from '@croupier/contract';
import { getAnnouncements, getGameList, getGameMenus, getGameVendors, getHotGames, getWinnerBoard } from '@croupier/contract';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { GameType } from '@croupier/domain';

export function card(gameType: GameType, vassalage: string, name: string, extra: Partial<GameCard> = {}): GameCard {
  const id = `${vassalage}-${name}`.toLowerCase().replace(/\s+/g, '-');
  return { gameId: id, nodeId: id, gameName: name, displayName: name, gameType, vassalage, gameCode: id, isGame: true, iconUrl: `/art/${id}.svg`, lagerIcon: `/art/tile/${id}.svg`, isHot: 0, ...extra };
}

/** `count` games of one vendor, named "<prefix> 1" onwards. */
export function cards(gameType: GameType, vassalage: string, count: number, prefix = vassalage, first = 1): GameCard[] {
  return Array.from({ length: count }, (_, index) => card(gameType, vassalage, `${prefix} ${first + index}`));
}

export function gamePage(games: GameCard[], pageNo = 1, pageSize = 20, total = games.length): GamePage {
  return { games, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

function category(gameType: GameType, title: string, vendors: { vassalage: string; name: string }[], menuCards: GameCard[]): Category {
  return { gameType, title, cards: menuCards, gameClassify: [{ gameType, vendors: vendors.map((vendor) => ({ ...vendor, gameCount: 20, iconUrl: `/art/vendor/${vendor.vassalage.toLowerCase()}.svg` })) }] };
}

export function sampleCategories(): Category[] {
  return [
    category('LIVE', 'Live Casino', [{ vassalage: 'EVL', name: 'Evolux Live' }], [card('LIVE', 'EVL', 'Thunder Roulette')]),
    category('RNG', 'Slots', [{ vassalage: 'JDS', name: 'Jade Dragon Slots' }, { vassalage: 'SPW', name: 'Spinworks' }], [card('RNG', 'JDS', 'Golden Dragon')]),
    category('SPORTS', 'Sports', [{ vassalage: 'SBX', name: 'StadiumBet' }], [card('SPORTS', 'SBX', 'Sportsbook')]),
    category('ESPORTS', 'E-Sports', [{ vassalage: 'IMES', name: 'IM eSports' }], [card('ESPORTS', 'IMES', 'Arena')]),
    category('BGS', 'In-house', [{ vassalage: 'BGS', name: 'Originals' }], [card('BGS', 'BGS', 'Mines')]),
    category('ELOTT', 'E-Lottery', [{ vassalage: 'KNO', name: 'Keno Express' }], [card('ELOTT', 'KNO', 'Vina Lotto', { gameCode: 'TCG_LOTTO_VN' })]),
    category('LOTT', 'Lottery', [{ vassalage: 'NUM', name: 'Numero Lotto' }], [card('LOTT', 'NUM', 'Pick 3')]),
  ];
}

function lane(gameType: GameType, vendors: [string, string, number][]): VendorLane {
  return { gameType, vendors: vendors.map(([vassalage, name, gameCount]) => ({ vassalage, name, gameCount, iconUrl: `/vendor/${vassalage}.svg` })) };
}

/** Lanes in the server's order (not home's): each home type, plus CRASH which home does not show. */
export function sampleLanes(): VendorLane[] {
  return [
    lane('LIVE', [['EVL', 'Evolux Live', 4]]),
    lane('RNG', [['JDS', 'Jade Dragon Slots', 420], ['SPW', 'Spinworks', 12]]),
    lane('FISH', [['OCH', 'Ocean Hunter', 30]]),
    lane('SPORTS', [['SBX', 'StadiumBet', 30]]),
    lane('ESPORTS', [['IMES', 'IM eSports', 4]]),
    lane('COCKFIGHT', [['DS88', 'DS88 Sabong', 3]]),
    lane('PVP', [['KGP', 'Kingdom Poker', 80]]),
    lane('CRASH', [['AVX', 'Aviatrix', 30]]),
    lane('BGS', [['BGS', 'Originals', 30]]),
  ];
}

export function winner(index: number, game: GameCard, winAmount: number): Winner {
  return {
    iconUrl: game.iconUrl,
    lagerIcon: game.lagerIcon,
    customerName: `pl***${index}`,
    winAmount,
    vo: { winAmount },
    gameName: game.gameName,
    gameId: game.gameId,
    nodeId: game.nodeId,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    isHot: game.isHot,
    wonAt: '2026-11-21T08:00:00Z',
  };
}

/** 12 winners over 4 games, biggest first: the first is ৳1,234,567.89. */
export function sampleWinners(): Winner[] {
  const games = [card('RNG', 'JDS', 'Golden Dragon'), card('RNG', 'SPW', 'Sweet Cascade'), card('FISH', 'OCH', 'Mega Fishing'), card('RNG', 'JDS', 'Lucky Koi')];
  return Array.from({ length: 12 }, (_, index) => winner(index + 1, games[index % games.length] as GameCard, 123456789 - index * 1_000_000));
}

export function room(roomId: string, extra: Partial<Room> = {}): Room {
  return { roomId, name: `Table ${roomId}`, minBet: 1000, maxBet: 500000, seats: 7, players: 3, open: true, ...extra };
}

/** The games a vendor row asks for: `vassalage` games of the asked type, as many as the lane says (up to the page). */
export function answerGameLists(platform: StubPlatform): void {
  platform.answer(getGameList, (request) => {
    const gameType = (request.query.get('gameType') ?? 'RNG') as GameType;
    const vassalage = request.query.get('vassalage') ?? 'ALL';
    const pageNo = Number(request.query.get('pageNo') ?? '1');
    const pageSize = Number(request.query.get('pageSize') ?? '20');
    const total = sampleLanes().flatMap((entry) => entry.vendors).find((vendor) => vendor.vassalage === vassalage)?.gameCount ?? 45;
    const count = Math.max(0, Math.min(pageSize, total - (pageNo - 1) * pageSize));
    return { value: gamePage(cards(gameType, vassalage, count, `${vassalage} game`, (pageNo - 1) * pageSize + 1), pageNo, pageSize, total) };
  });
}

/** Every call home makes, answered as the platform would. */
export function answerHomeCalls(platform: StubPlatform): void {
  platform.answer(getGameMenus, () => ({ value: { categories: sampleCategories() } }));
  platform.answer(getAnnouncements, () => ({
    value: {
      banners: [{ id: 'b1', groupName: 'home', title: 'Welcome bonus', imageUrl: '/banner.svg', url: null, linkageType: 'none' as const }],
      player: [{ id: 'n1', title: 'News', content: 'Deposits in two minutes' }],
      popup: [],
      promotion: [],
    },
  }));
  platform.answer(getHotGames, () => ({ value: { games: [card('LIVE', 'EVL', 'Thunder Roulette', { isHot: 1 }), card('RNG', 'JDS', 'Golden Dragon', { isHot: 1 }), card('RNG', 'SPW', 'Sweet Cascade', { isHot: 1 })] } }));
  platform.answer(getGameVendors, () => ({ value: { data: { lanes: sampleLanes() } } }));
  platform.answer(getWinnerBoard, () => ({ value: { list: sampleWinners() } }));
  answerGameLists(platform);
}
