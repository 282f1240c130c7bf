import { z } from 'zod';

/**
 * Value checks that keep a brand file from injecting CSS: every value that reaches a stylesheet must
 * match one of these shapes exactly, so `;`, `}`, `url(`, `expression(` and comments cannot get in.
 */
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?`;
const RGB = new RegExp(String.raw`^rgba?\(\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$`);
const HSL = new RegExp(String.raw`^hsla?\(\s*${NUMBER}\s*,\s*${NUMBER}%\s*,\s*${NUMBER}%\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$`);
const LENGTH = /^(?:0|\d{1,3}(?:\.\d+)?(?:px|rem|em))$/;
const FONT_STACK = /^(?:(?:'[A-Za-z0-9 -]{1,40}'|[A-Za-z0-9-]{1,40})(?:,\s*(?!$))?)+$/;

export function isSafeColor(value: string): boolean {
  return HEX.test(value) || RGB.test(value) || HSL.test(value);
}

export const colorValue = z.string().refine(isSafeColor, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a colour. Fix: write #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or hsl(h, s%, l%)`,
});

export const lengthValue = z.string().regex(LENGTH, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a length. Fix: write a number with px, rem or em, such as 8px`,
});

export const fontStackValue = z.string().max(200).regex(FONT_STACK, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a font list. Fix: write names separated by commas, quoting names with spaces in single quotes, such as 'Noto Sans', sans-serif`,
});

export const httpUrl = z.url({
  protocol: /^https?$/,
  error: (issue) => `${JSON.stringify(issue.input)} is not an http(s) address. Fix: write a full URL such as https://example.com/path`,
});
