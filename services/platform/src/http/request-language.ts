import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import { isLanguage, type Language } from '@croupier/domain';

interface Preference {
  language: string;
  quality: number;
}

function preferencesOf(header: string): Preference[] {
  return header
    .split(',')
    .map((part): Preference => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const qualityText = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      const quality = qualityText ? Number(qualityText.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((preference) => preference.quality > 0)
    .sort((a, b) => b.quality - a.quality);
}

/** The language of a request's messages: the best of Accept-Language we write (bn, en), else the brand's default. */
export function requestLanguage(request: FastifyRequest, brand: Brand): Language {
  const header = request.headers['accept-language'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const best = preferencesOf(text).find((preference) => isLanguage(preference.language) && brand.languages.offered.includes(preference.language));
  return best && isLanguage(best.language) ? best.language : brand.languages.default;
}

/**
 * The language of a call's input refusals, before anything but its context is known: the brand's
 * choice when the context names a brand, else the best of Accept-Language we write, else English.
 */
export function inputLanguage(request: FastifyRequest, context: unknown): Language {
  const brand: unknown = typeof context === 'object' && context !== null ? Reflect.get(context, 'brand') : undefined;
  if (typeof brand === 'object' && brand !== null && 'languages' in brand) return requestLanguage(request, brand as Brand);
  const header = request.headers['accept-language'];
  const best = preferencesOf(Array.isArray(header) ? header.join(',') : (header ?? '')).find((preference) => isLanguage(preference.language));
  return best && isLanguage(best.language) ? best.language : 'en';
}
