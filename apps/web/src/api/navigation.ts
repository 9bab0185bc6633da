/**
 * Lets code outside React (the HTTP client) navigate through the router. The router registers
 * itself at start-up; before that a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

/** The current in-app location (path + query), for callback URLs. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}
