/**
 * The product's screen widths in CSS pixels, the same numbers as `--ls-screen-*` in tokens.css (a test keeps the
 * two equal). A media query cannot read a custom property, so CSS Modules write the number
 * (`@media (min-width: 768px)`) and code takes it from here.
 */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** A media query for screens at least as wide as the breakpoint, for `matchMedia`. */
export function mediaQueryFrom(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** A media query for screens narrower than the breakpoint. */
export function mediaQueryBelow(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint] - 1}px)`;
}
