// A LIKE pattern that finds `text` anywhere, its own %, _ and \ taken as themselves.

/** 'a%b' → '%a\%b%', for `column like ${pattern}` or `ilike`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
