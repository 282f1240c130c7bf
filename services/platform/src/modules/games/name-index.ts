import type { CatalogueEntry } from './snapshot';

/** Between the two names of a game, and between games: characters no name and no search holds. */
const NAME_SEPARATOR = '\u0000';
const GAME_SEPARATOR = '\n';

/**
 * The search names of a list of games joined into one text, so a search is a few indexOf passes over it
 * rather than two substring tests per game: about ten times faster over the whole catalogue.
 */
export class NameIndex {
  private readonly text: string;
  /** where each game's names begin in the text, ascending */
  private readonly starts: number[] = [];

  constructor(private readonly games: readonly CatalogueEntry[]) {
    const parts: string[] = [];
    let position = 0;
    for (const game of games) {
      const names = `${game.searchEn}${NAME_SEPARATOR}${game.searchBn}`;
      this.starts.push(position);
      parts.push(names);
      position += names.length + GAME_SEPARATOR.length;
    }
    this.text = parts.join(GAME_SEPARATOR);
  }

  /** Games whose English or Bengali search name contains `needle` (already in search form), in list order. */
  matching(needle: string): CatalogueEntry[] {
    if (needle === '' || needle.includes(NAME_SEPARATOR) || needle.includes(GAME_SEPARATOR)) return [];
    const found: CatalogueEntry[] = [];
    let from = 0;
    for (;;) {
      const at = this.text.indexOf(needle, from);
      if (at < 0) return found;
      const index = this.gameAt(at);
      const game = this.games[index];
      if (game) found.push(game);
      // a game counts once however often its names match: go on from the next game
      from = this.starts[index + 1] ?? this.text.length;
    }
  }

  /** The game whose names hold the text position: the last start at or before it. */
  private gameAt(position: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
