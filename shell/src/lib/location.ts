import { useMemo, useSyncExternalStore } from 'react';

/**
 * The shell's view of the address bar. single-spa turns every pushState/replaceState into a popstate
 * event once it has started; the shell's own history wrapper also announces changes, so the shell hears
 * navigations made by any remote, before and after single-spa starts.
 */
const LOCATION_CHANGED = 'labshop:location-changed';

export function announceLocationChange(): void {
  window.dispatchEvent(new Event(LOCATION_CHANGED));
}

export function subscribeLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(LOCATION_CHANGED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(LOCATION_CHANGED, listener);
  };
}

function currentHref(): string {
  return window.location.href;
}

export interface ShellLocation {
  href: string;
  pathname: string;
  search: string;
  hash: string;
}

export function useLocation(): ShellLocation {
  const href = useSyncExternalStore(subscribeLocation, currentHref);
  return useMemo(() => {
    const url = new URL(href);
    return { href, pathname: url.pathname, search: url.search, hash: url.hash };
  }, [href]);
}

/** Calls back with the new and previous page address (path and query) each time it changes. */
export function watchPageAddress(callback: (address: string, previous: string) => void): () => void {
  const address = () => `${window.location.pathname}${window.location.search}`;
  let previous = address();
  return subscribeLocation(() => {
    const next = address();
    if (next === previous) return;
    const before = previous;
    previous = next;
    callback(next, before);
  });
}
