const HEX32_PATTERN = /^[0-9a-f]{64}$/;

/** 32 bytes written as 64 lowercase hex digits: the form of every seed and hash here. */
export function isHex32(value: string): boolean {
  return HEX32_PATTERN.test(value);
}

export function assertHex32(value: string, what: string): void {
  if (!isHex32(value)) throw new RangeError(`${what} must be 64 lowercase hex digits (32 bytes)`);
}
