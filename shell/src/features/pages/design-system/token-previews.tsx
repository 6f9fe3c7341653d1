import { Ruler } from '@labshop/shared-contracts/web/ui';
import { BREAKPOINTS, mediaQueryFrom, type Breakpoint } from '@labshop/shared-contracts/web/ui';
import type { DesignToken } from './read-tokens';
import styles from './design-system.module.css';

// Each sample is drawn with the token it shows, so its style comes from the variable by name.

export const spacingPreview = (token: DesignToken) => (
  <span className={styles.spaceBar} style={{ width: `var(${token.name})` }} />
);

export const radiusPreview = (token: DesignToken) => (
  <span className={styles.shapeBox} style={{ borderRadius: `var(${token.name})` }} />
);

export const shadowPreview = (token: DesignToken) => (
  <span className={styles.shadowBox} style={{ boxShadow: `var(${token.name})` }} />
);

export const iconPreview = (token: DesignToken) => (
  <Ruler aria-hidden="true" style={{ width: `var(${token.name})`, height: `var(${token.name})` }} />
);

function isBreakpoint(name: string): name is Breakpoint {
  return name in BREAKPOINTS;
}

/** A breakpoint says whether this window is at least that wide, and the number code reads for it. */
export function BreakpointPreview({ token }: { token: DesignToken }) {
  const name = token.name.replace('--ls-screen-', '');
  if (!isBreakpoint(name)) return null;
  const matches = typeof window.matchMedia === 'function' && window.matchMedia(mediaQueryFrom(name)).matches;
  return (
    <span className={styles.tokenValue}>
      <code>BREAKPOINTS.{name}</code> = {BREAKPOINTS[name]}; this window is {matches ? 'at least' : 'narrower than'}{' '}
      that
    </span>
  );
}
