import type { GameType } from '@croupier/domain';

/**
 * What a game's name says it is about, as pictures: the subject (drawn large), an accent (drawn small
 * beside it) and the mood of the scene behind. A buffalo game shows a buffalo, a fruit game fruit.
 * Words are matched in the English name; the first subject word wins, the first accent word too.
 */
export type Mood = 'gold' | 'fire' | 'ice' | 'ocean' | 'jungle' | 'night' | 'cosmic' | 'royal' | 'candy' | 'neon' | 'mystic' | 'earth';

export interface Theme {
  /** icon names (Fluent Emoji Flat); a game picks one by its id where there are several */
  subject: readonly string[];
  accent: string | null;
  mood: Mood;
}

/** Subjects: the nouns of game names, and the words of table, lottery, sports and mini games. */
const SUBJECTS: Record<string, readonly string[]> = {
  fortune: ['money-bag', 'red-envelope'],
  treasure: ['gem-stone', 'crown'],
  empire: ['classical-building'],
  temple: ['hindu-temple'],
  gems: ['gem-stone'],
  fruits: ['cherries', 'watermelon', 'grapes', 'lemon', 'strawberry', 'pineapple'],
  koi: ['tropical-fish'],
  phoenix: ['phoenix-bird'],
  panda: ['panda'],
  buffalo: ['water-buffalo', 'bison'],
  pharaoh: ['moai'],
  pirates: ['pirate-flag'],
  queen: ['crown'],
  king: ['person-with-crown', 'crown'],
  wheel: ['ferris-wheel'],
  riches: ['money-with-wings', 'dollar-banknote'],
  nights: ['night-with-stars'],
  safari: ['lion', 'elephant'],
  legends: ['crossed-swords'],
  moon: ['crescent-moon'],
  star: ['glowing-star'],
  bonanza: ['party-popper'],
  lotus: ['lotus'],
  elephant: ['elephant'],
  river: ['water-wave'],
  festival: ['fireworks', 'red-paper-lantern'],
  garden: ['tulip'],
  castle: ['castle'],
  rocket: ['rocket'],
  coins: ['coin'],
  roulette: ['drawn:roulette'],
  baccarat: ['drawn:cards'],
  blackjack: ['drawn:cards', 'spade-suit'],
  fishing: ['fishing-pole'],
  shark: ['shark'],
  lotto: ['admission-tickets'],
  '5d': ['input-numbers'],
  keno: ['ticket'],
  racing: ['racing-car'],
  sportsbook: ['trophy'],
  cricket: ['cricket-game'],
  football: ['soccer-ball'],
  kabaddi: ['person-wrestling'],
  arena: ['video-game'],
  league: ['trophy'],
  sabong: ['rooster'],
  derby: ['rooster'],
  rummy: ['joker'],
  callbreak: ['spade-suit'],
  ludo: ['game-die'],
  poker: ['drawn:cards', 'joker'],
  crash: ['drawn:crash'],
  aviator: ['airplane'],
  shooter: ['bullseye'],
  runner: ['person-running'],
  blaster: ['collision'],
  mines: ['drawn:mines'],
  plinko: ['drawn:plinko'],
  dice: ['drawn:dice'],
  'hi-lo': ['up-arrow'],
  limbo: ['chart-increasing'],
  vietnam: ['admission-tickets'],
};

/** Names of two or more words that mean one thing ("Sic Bo" is dice, "Ocean King" a fishing game). */
const PHRASES: Record<string, readonly string[]> = {
  'sic bo': ['drawn:dice'],
  'teen patti': ['drawn:cards'],
  'andar bahar': ['drawn:cards'],
  'dragon tiger': ['dragon', 'tiger'],
  'ocean king': ['spouting-whale'],
  'shark hunt': ['shark'],
  'quick draw': ['alarm-clock'],
  'pick 3': ['input-numbers'],
};

/** Accents and moods: the adjectives of game names. */
const ACCENTS: Record<string, { accent: string; mood: Mood }> = {
  golden: { accent: 'coin', mood: 'gold' },
  lucky: { accent: 'four-leaf-clover', mood: 'jungle' },
  wild: { accent: 'paw-prints', mood: 'jungle' },
  mega: { accent: 'high-voltage', mood: 'neon' },
  royal: { accent: 'crown', mood: 'royal' },
  mystic: { accent: 'crystal-ball', mood: 'mystic' },
  fire: { accent: 'fire', mood: 'fire' },
  crystal: { accent: 'gem-stone', mood: 'ice' },
  thunder: { accent: 'cloud-with-lightning', mood: 'night' },
  jade: { accent: 'four-leaf-clover', mood: 'jungle' },
  sweet: { accent: 'candy', mood: 'candy' },
  neon: { accent: 'sparkles', mood: 'neon' },
  magic: { accent: 'magic-wand', mood: 'mystic' },
  super: { accent: 'collision', mood: 'fire' },
  ancient: { accent: 'amphora', mood: 'earth' },
  silver: { accent: '2nd-place-medal', mood: 'ice' },
  diamond: { accent: 'gem-stone', mood: 'royal' },
  happy: { accent: 'grinning-face', mood: 'candy' },
  hot: { accent: 'hot-pepper', mood: 'fire' },
  frozen: { accent: 'snowflake', mood: 'ice' },
  cosmic: { accent: 'ringed-planet', mood: 'cosmic' },
  jungle: { accent: 'palm-tree', mood: 'jungle' },
  ocean: { accent: 'water-wave', mood: 'ocean' },
  dragon: { accent: 'dragon', mood: 'fire' },
  tiger: { accent: 'tiger', mood: 'jungle' },
  rainbow: { accent: 'rainbow', mood: 'candy' },
  emerald: { accent: 'four-leaf-clover', mood: 'jungle' },
  ruby: { accent: 'red-heart', mood: 'royal' },
  shadow: { accent: 'ninja', mood: 'night' },
  sunny: { accent: 'sun', mood: 'gold' },
  speed: { accent: 'high-voltage', mood: 'neon' },
};

/** A word that is both (Dragon, Ocean, Tiger) is the subject when nothing else in the name is. */
const SUBJECT_IF_ALONE: Record<string, readonly string[]> = { dragon: ['dragon'], tiger: ['tiger'], ocean: ['spouting-whale'], jungle: ['palm-tree'], fire: ['fire'], thunder: ['cloud-with-lightning'] };

/** What a category shows when its name says nothing the themes know. */
const CATEGORY_SUBJECTS: Record<GameType, readonly string[]> = {
  LIVE: ['drawn:cards', 'spade-suit'],
  RNG: ['slot-machine'],
  FISH: ['tropical-fish', 'fishing-pole'],
  LOTT: ['admission-tickets'],
  ELOTT: ['ticket'],
  SPORTS: ['soccer-ball', 'cricket-game'],
  ESPORTS: ['video-game'],
  PVP: ['drawn:cards', 'joker'],
  COCKFIGHT: ['rooster'],
  CRASH: ['rocket'],
  ARCADE: ['joystick'],
  MINI: ['game-die'],
  BGS: ['game-die'],
};

const CATEGORY_MOODS: Record<GameType, Mood> = {
  LIVE: 'royal',
  RNG: 'gold',
  FISH: 'ocean',
  LOTT: 'gold',
  ELOTT: 'neon',
  SPORTS: 'jungle',
  ESPORTS: 'neon',
  PVP: 'royal',
  COCKFIGHT: 'earth',
  CRASH: 'cosmic',
  ARCADE: 'neon',
  MINI: 'candy',
  BGS: 'cosmic',
};

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
}

export function themeOf(name: string, gameType: GameType): Theme {
  const lower = ` ${wordsOf(name).join(' ')} `;
  const phrase = Object.keys(PHRASES).find((candidate) => lower.includes(` ${candidate} `));
  // A phrase's words are spent on its subject: "Dragon Tiger" gets no dragon accent as well.
  const words = wordsOf(phrase === undefined ? name : lower.replace(` ${phrase} `, ' '));
  // The last subject word is the noun: "Ocean Football" is football by the ocean.
  const subjectWord = [...words].reverse().find((word) => SUBJECTS[word] !== undefined);
  // The last such word is the noun of "Fire Dragon"; the first the adjective.
  const lone = subjectWord === undefined && phrase === undefined ? [...words].reverse().find((word) => SUBJECT_IF_ALONE[word] !== undefined) : undefined;
  const accentWord = words.find((word) => ACCENTS[word] !== undefined && word !== subjectWord && word !== lone);
  const subject = (phrase !== undefined ? PHRASES[phrase] : undefined) ?? (subjectWord !== undefined ? SUBJECTS[subjectWord] : undefined) ?? (lone !== undefined ? SUBJECT_IF_ALONE[lone] : undefined) ?? CATEGORY_SUBJECTS[gameType];
  const accent = accentWord !== undefined ? ACCENTS[accentWord] : undefined;
  const accentIcon = accent?.accent ?? null;
  return { subject, accent: accentIcon !== null && subject.includes(accentIcon) ? null : accentIcon, mood: accent?.mood ?? CATEGORY_MOODS[gameType] };
}

/** Every subject and accent a theme can name, for the test that each can be drawn. */
export function allThemeIcons(): string[] {
  return [
    ...new Set([
      ...Object.values(SUBJECTS).flat(),
      ...Object.values(PHRASES).flat(),
      ...Object.values(ACCENTS).map((entry) => entry.accent),
      ...Object.values(SUBJECT_IF_ALONE).flat(),
      ...Object.values(CATEGORY_SUBJECTS).flat(),
    ]),
  ];
}
