import { describe, expect, it } from 'vitest';
import { markdownTable, ms } from './table';

describe('markdownTable', () => {
  it('pads columns and right-aligns the figures, so the output pastes into Markdown as it is', () => {
    const table = markdownTable(
      ['endpoint', 'p95 ms', 'met'],
      [
        ['game menus', ms(12.345), 'yes'],
        ['winner board', '-', 'not served yet (404)'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| endpoint     | p95 ms | met                  |',
      '|--------------|-------:|----------------------|',
      '| game menus   |   12.3 | yes                  |',
      '| winner board |      - | not served yet (404) |',
    ]);
  });
});
