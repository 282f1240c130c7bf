import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes file.br (brotli, quality 11) and file.gz (gzip 9) next to each compressible file of dir, recursively. */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written.push(...precompressDir(file));
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written.push(`${file}.br`, `${file}.gz`);
  }
  return written;
}

/**
 * Compressed copies of the built files, made once at build time at the highest levels, so a server
 * can send them as they are (@fastify/static's `preCompressed`) instead of sending the scripts
 * uncompressed or compressing them again on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'croupier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
