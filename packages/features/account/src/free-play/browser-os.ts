const OS_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/android/i, 'Android'],
  [/iphone|ipad|ipod/i, 'iOS'],
  [/windows/i, 'Windows'],
  [/mac os x|macintosh/i, 'macOS'],
  [/cros/i, 'ChromeOS'],
  [/linux/i, 'Linux'],
];

/** The `os` a free-play login reports (SPEC §7), read from the user agent. */
export function browserOs(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  return OS_PATTERNS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}
