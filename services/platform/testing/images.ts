import { deflateSync } from 'node:zlib';

/** Small real images for the cashier's tests: a receipt photo must be one by its content. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2x2 RGB PNG that image viewers open. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.from([0, 230, 184, 60, 15, 157, 107]);
  const pixels = deflateSync(Buffer.concat([row, row]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims a canvas of width×height over the pixels of tinyPng: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = tinyPng();
  const header = Buffer.from(png.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', header), png.subarray(33)]);
}

/** A real 2x2 JPEG, as a camera or an editor writes one (made once with an image library). */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwClQEiFh//Z',
    'base64',
  );
}

/** What an attacker hides in an image: a PHP opener and a script, both of which a careless server might run or serve. */
export const FOREIGN_CONTENT = '<?php system($_GET["c"]); ?><script>alert(document.cookie)</script>';

/** tinyPng with a tEXt chunk (keyword Comment) carrying `text` before its pixels: still a valid PNG. */
export function pngWithText(text: string = FOREIGN_CONTENT): Buffer {
  const png = tinyPng();
  const afterHeader = 8 + 25;
  const textChunk = chunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text, 'latin1')]));
  return Buffer.concat([png.subarray(0, afterHeader), textChunk, png.subarray(afterHeader)]);
}

/** tinyJpeg with a comment segment (COM) carrying `text` after its start-of-image: still a valid JPEG. */
export function jpegWithComment(text: string = FOREIGN_CONTENT): Buffer {
  const jpeg = tinyJpeg();
  const body = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, body, jpeg.subarray(2)]);
}
