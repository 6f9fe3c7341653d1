import { getEventBus, type EventBus } from '@labshop/shared-contracts/web';
import { carryWebview } from './webview-history';

/** True when the address leaves this site (another origin), so the browser must load it. */
export function isExternal(to: string): boolean {
  try {
    return new URL(to, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Moves to another page of the site without reloading: single-spa sees the history change and mounts the
 * remote that owns the new path. webview=1 is kept. Addresses on other sites are loaded normally.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (isExternal(to)) {
    window.location.assign(to);
    return;
  }
  const target = carryWebview(to);
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
}

/** Remotes ask the shell to navigate with `navigate:requested`; the shell keeps the webview flag. */
export function listenForNavigationRequests(bus: EventBus = getEventBus()): () => void {
  const subscription = bus.on('navigate:requested').subscribe(({ to, replace }) => navigate(to, { replace }));
  return () => subscription.unsubscribe();
}
