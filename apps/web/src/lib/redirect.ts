/**
 * Where to go after signing in: the `from` query parameter when it is a path inside the same
 * panel (never another origin, never the login page itself), else the panel's default page.
 */
export function safeRedirectTarget(
  from: string | null,
  panelPrefix: '/admin' | '/master',
  fallback: string,
): string {
  if (!from) return fallback;
  if (!from.startsWith(`${panelPrefix}/`) || from.startsWith('//') || from.includes('\\'))
    return fallback;
  const path = from.split(/[?#]/)[0] ?? '';
  if (path === `${panelPrefix}/login` || path.includes('/..')) return fallback;
  return from;
}

/** The login URL that brings the user back to `path` afterwards. */
export function loginPathFor(panelPrefix: '/admin' | '/master', path: string): string {
  return `${panelPrefix}/login?from=${encodeURIComponent(path)}`;
}
