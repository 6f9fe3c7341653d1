import { useSyncExternalStore } from 'react';

/**
 * A window from the lg screen width of the product (1024 px) up: wide enough for a sidebar beside the results.
 * CSS Modules write the same width by hand (`@media (min-width: 1024px)`), as media queries cannot read variables.
 */
export const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * Whether the window matches a media query now, following it as the window changes. Where the browser cannot
 * answer (no `matchMedia`), the wide layout is assumed.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}
