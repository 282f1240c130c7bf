import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ART_SOURCES } from './sources';

/** Fluent Emoji's MIT notice: the licence asks for it with every copy of what is made from them. */
const FLUENT_EMOJI_NOTICE = `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

export const ART_CREDITS_PATH = '/assets/art/credits.txt';

let credits: string | null = null;

/** What the pictures are made of, by whom, under which licence, with the licences' own texts. */
export function artCredits(): string {
  if (credits === null) {
    const fontLicence = readFileSync(createRequire(import.meta.url).resolve('@fontsource/lilita-one/LICENSE'), 'utf8');
    const list = ART_SOURCES.map((source) => `- ${source.use}: ${source.name} by ${source.author}, ${source.licence} (${source.url})`).join('\n');
    credits = `The game, vendor and banner pictures of this site are drawn from:\n${list}\n\n---\nFluent Emoji\n\n${FLUENT_EMOJI_NOTICE}\n\n---\nLilita One\n\n${fontLicence.trim()}\n`;
  }
  return credits;
}

export function registerArtCredits(app: FastifyInstance): void {
  app.get(ART_CREDITS_PATH, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(artCredits()));
}
