import { describe, expect, it } from 'vitest';
import { requestIdSchema } from '@croupier/contract';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it('fits the contract and differs every time', () => {
    const ids = Array.from({ length: 50 }, () => newRequestId());
    for (const id of ids) expect(requestIdSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spells out every byte, leading zeros included', () => {
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newRequestId(zeros)).toBe('0'.repeat(32));
  });
});
