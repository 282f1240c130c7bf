import { describe, expect, it } from 'vitest';
import { checkImageFile, sniffImageType, splitByRoom } from './read-image';

const MIB = 1024 * 1024;
const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('a chosen image', () => {
  it('is a PNG or JPEG of at most 5 MB, and not empty', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * MIB })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: 1 })).toBe('type');
    expect(checkImageFile({ type: 'application/pdf', size: 1 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: 5 * MIB + 1 })).toBe('size');
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe('empty');
    // a phone that names no type is judged by the bytes
    expect(checkImageFile({ type: '', size: 10 })).toBeNull();
  });

  it('is told by its first bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it('fits beside those taken up to three; the rest are refused by count', () => {
    const { fitting, over } = splitByRoom([file('a.png'), file('b.png'), file('c.png')], 1);
    expect(fitting.map((each) => each.name)).toEqual(['a.png', 'b.png']);
    expect(over).toEqual([{ name: 'c.png', sizeBytes: 1, problem: 'count' }]);
    expect(splitByRoom([file('d.png')], 3).fitting).toEqual([]);
  });
});
