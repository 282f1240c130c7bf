import type { z } from 'zod';
import { brandSchema, type Brand } from './schema';

/** A brand file that does not fit the schema. The message names the file, each field and its fix. */
export class BrandConfigError extends Error {
  constructor(
    readonly fileName: string,
    readonly problems: string[],
  ) {
    super(`${fileName} is not a valid brand file:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BrandConfigError';
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : '(file)';
  if (issue.code === 'unrecognized_keys') {
    return `${field}: unknown field(s) ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}. Fix: remove them or check the spelling against brand.schema.json`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return `${field}: is missing. Fix: add it (see brand.schema.json for what it holds)`;
  }
  return `${field}: ${issue.message}`;
}

/** Validates parsed JSON as a brand, and checks the file name matches the brand code. */
export function parseBrand(data: unknown, fileName: string): Brand {
  const result = brandSchema.safeParse(data);
  if (!result.success) throw new BrandConfigError(fileName, result.error.issues.map(describeIssue));
  const expected = `${result.data.code}.json`;
  if (!fileName.endsWith(expected)) {
    throw new BrandConfigError(fileName, [`code: "${result.data.code}" does not match the file name. Fix: name the file ${expected} or change "code"`]);
  }
  return result.data;
}

/** Parses brand file text, turning a JSON syntax error into the same kind of message. */
export function parseBrandText(text: string, fileName: string): Brand {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new BrandConfigError(fileName, [`(file): not valid JSON (${(error as Error).message}). Fix: check commas and quotes`]);
  }
  return parseBrand(data, fileName);
}
