/**
 * The address of a stored upload (served under /uploads/ by plugins/web-app.ts): null when there is
 * none; an address that is already absolute or rooted is kept as it is.
 */
export function uploadUrl(path: string | null): string | null {
  if (path === null || path === '') return null;
  return /^(\/|https?:\/\/)/.test(path) ? path : `/uploads/${path}`;
}
