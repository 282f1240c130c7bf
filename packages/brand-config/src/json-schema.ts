import { z } from 'zod';
import { brandSchema } from './schema';

/** JSON Schema of a brand file, so editors check brand files as they are typed. */
export function brandJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(brandSchema, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
}
