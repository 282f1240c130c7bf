import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@croupier/domain';
import { samplePng, sampleJpeg } from '../../testing/fixtures';
import { checkProofFile, readProof, sniffProofType, toBase64 } from './proof-file';

describe('checkProofFile', () => {
  it('takes PNG and JPEG up to 5 MB, and files a phone gave no type', () => {
    expect(checkProofFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkProofFile({ type: 'image/jpeg', size: PROOF_MAX_BYTES })).toBeNull();
    expect(checkProofFile({ type: '', size: 1_000 })).toBeNull();
  });

  it('refuses another type, a file over 5 MB and an empty one', () => {
    expect(checkProofFile({ type: 'application/pdf', size: 1_000 })).toBe('type');
    expect(checkProofFile({ type: 'image/gif', size: 1_000 })).toBe('type');
    expect(checkProofFile({ type: 'image/png', size: PROOF_MAX_BYTES + 1 })).toBe('size');
    expect(checkProofFile({ type: 'image/png', size: 0 })).toBe('empty');
  });
});

describe('sniffProofType', () => {
  it('knows PNG and JPEG by their first bytes, and nothing else', () => {
    expect(sniffProofType(samplePng())).toBe('image/png');
    expect(sniffProofType(sampleJpeg())).toBe('image/jpeg');
    expect(sniffProofType(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(sniffProofType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('toBase64', () => {
  it('encodes every byte, across chunk boundaries', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(toBase64(new Uint8Array())).toBe('');
  });
});

describe('readProof', () => {
  it('reads a photo with the type its bytes show, whatever its name says', async () => {
    const jpegNamedPng = new File([sampleJpeg()], 'receipt.png', { type: 'image/png' });
    const read = await readProof(jpegNamedPng);
    expect(read).toEqual({ ok: true, proof: { name: 'receipt.png', sizeBytes: sampleJpeg().length, contentType: 'image/jpeg', dataBase64: Buffer.from(sampleJpeg()).toString('base64') } });
  });

  it('refuses a file whose bytes are no PNG or JPEG', async () => {
    expect(await readProof(new File(['%PDF-1.7'], 'receipt.png', { type: 'image/png' }))).toEqual({ ok: false, problem: 'type' });
    expect(await readProof(new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }))).toEqual({ ok: false, problem: 'type' });
  });
});
