/** Where to go after signing in: only a path of this shop, never another site or a sign-in page. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  if (/^\/(login|register)(\/|\?|$)/.test(target)) return '/';
  return target;
}
