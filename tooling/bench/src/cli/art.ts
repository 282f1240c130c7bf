// pnpm bench:art — drawing the whole demo catalogue's pictures (both shapes of every game, every
// vendor's logo) into the embedded database `./dev start` uses by default, as a first start does, then
// again as the next start does. Targets (the issue): the first at most 60 s on this machine, the next
// nothing drawn; the pictures' size on disk is recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { migrate } from '../../../../services/platform/src/db/migrate';
import { openDatabase } from '../../../../services/platform/src/db/open-database';
import { keptPictureBytes } from '../../../../services/platform/src/modules/content';
import { generateCatalogue } from '../../../../services/platform/src/modules/demo';
import { drawCatalogueArt, insertSharedCatalogue } from '../../../../services/platform/src/modules/games';
import { loadLine, machineLine, today } from '../machine';
import { sourceLine } from '../source-commit';
import { kib, markdownTable } from '../table';
import { readOptions } from './args';

readOptions('usage: pnpm bench:art   (an embedded database in a scratch folder, removed after)', []);

/** The host's own speed in the same run: compressing 64 MiB of varied text, one core, as the drawing does. */
function referenceMs(): number {
  const text = Buffer.from(Array.from({ length: 1 << 16 }, (_, index) => `<path d="M${index % 997} ${(index * 7) % 991}"/>`).join(''));
  const started = performance.now();
  let bytes = 0;
  while (bytes < 64 << 20) bytes += gzipSync(text, { level: 9 }).length > 0 ? text.length : 0;
  return performance.now() - started;
}

console.log(`bench:art ${today()} — ${machineLine()}`);
console.log(sourceLine());
console.log(`${loadLine()} at the start`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-art-'));
const db = await openDatabase({ databaseUrl: undefined, dataDir }, (error) => console.error(error));
try {
  await migrate(db);
  const catalogue = generateCatalogue();
  await db.transaction((tx) => insertSharedCatalogue(tx, catalogue));
  const reference = referenceMs();
  const first = await drawCatalogueArt(db);
  const next = await drawCatalogueArt(db);
  const kept = await keptPictureBytes(db);
  const { rows } = await db.query<{ bytes: string }>("SELECT pg_total_relation_size('art_pictures') AS bytes");
  const onDisk = Number(rows[0]?.bytes ?? 0);
  console.log(`\n${catalogue.games.length} games, ${catalogue.vendors.length} vendors; reference (gzip of 64 MiB, one core) ${(reference / 1000).toFixed(1)} s\n`);
  console.log(
    markdownTable(
      ['start', 'pictures drawn', 'seconds'],
      [
        ['first', String(first.drawn), (first.ms / 1000).toFixed(1)],
        ['next', String(next.drawn), (next.ms / 1000).toFixed(2)],
      ],
    ),
  );
  console.log(`\n${markdownTable(['kind', 'pictures', 'compressed KiB', 'mean bytes'], Object.entries(kept).map(([kind, each]) => [kind, String(each.pictures), kib(each.bytes), String(Math.round(each.bytes / Math.max(1, each.pictures)))]))}`);
  console.log(`\nart_pictures on disk (table, TOAST and index): ${(onDisk / 1024 / 1024).toFixed(1)} MiB`);
  console.log(`\n${loadLine()} at the end`);
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
