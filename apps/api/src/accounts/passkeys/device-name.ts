// The name a new passkey gets when its owner gives none: the browser and system it was made on, from
// the User-Agent header ("Chrome · Android"). Names only, so that it reads the same in every language.

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly (readonly [RegExp, string])[]): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** "Browser · System", either alone when the other is unknown, or `fallback` when both are. */
export function deviceNameOf(userAgent: string | undefined, fallback: string): string {
  if (userAgent === undefined) return fallback;
  const parts = [firstMatch(userAgent, BROWSERS), firstMatch(userAgent, SYSTEMS)].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length === 0 ? fallback : parts.join(' · ');
}
