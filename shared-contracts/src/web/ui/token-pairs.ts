import type { ContrastUse } from './contrast';

/** Two colour tokens meant to be seen together: a foreground (text, border, ring) on a background. */
export interface TokenPair {
  readonly foreground: string;
  readonly background: string;
  readonly use: ContrastUse;
}

const text = (foreground: string, background: string): TokenPair => ({ foreground, background, use: 'text' });
const ui = (foreground: string, background: string): TokenPair => ({ foreground, background, use: 'ui' });

const STATES = ['success', 'warning', 'danger', 'info'] as const;

/**
 * Every pair of colour tokens the site draws together, each of which must meet WCAG 2.2 AA. A new role or state
 * colour comes with its pairs here; tokens.test.ts fails while one falls short, and /design-system shows each
 * with its measured ratio.
 */
export const TOKEN_PAIRS: readonly TokenPair[] = [
  text('--ls-color-text', '--ls-color-surface'),
  text('--ls-color-text', '--ls-color-surface-alt'),
  text('--ls-color-text-muted', '--ls-color-surface'),
  text('--ls-color-text-muted', '--ls-color-surface-alt'),
  text('--ls-color-link', '--ls-color-surface'),
  text('--ls-color-link', '--ls-color-surface-alt'),
  text('--ls-color-link-hover', '--ls-color-surface'),
  text('--ls-color-on-primary', '--ls-color-primary'),
  text('--ls-color-on-primary', '--ls-color-primary-hover'),
  text('--ls-color-on-primary', '--ls-color-primary-active'),
  text('--ls-color-on-secondary', '--ls-color-secondary'),
  text('--ls-color-on-secondary', '--ls-color-secondary-hover'),
  text('--ls-color-primary', '--ls-color-surface'),
  text('--ls-color-primary-hover', '--ls-color-surface-alt'),
  text('--ls-color-primary', '--ls-color-secondary'),
  text('--ls-color-on-accent', '--ls-color-accent'),
  text('--ls-color-on-accent', '--ls-color-accent-hover'),
  text('--ls-color-on-contact', '--ls-color-contact'),
  text('--ls-color-on-contact', '--ls-color-contact-hover'),
  text('--ls-color-on-ink', '--ls-color-ink'),
  text('--ls-color-on-ink-muted', '--ls-color-ink'),
  text('--ls-color-on-disabled', '--ls-color-disabled'),
  ...STATES.flatMap((state) => [
    text(`--ls-color-${state}`, '--ls-color-surface'),
    text(`--ls-color-${state}`, `--ls-color-${state}-surface`),
    text(`--ls-color-${state}-text`, `--ls-color-${state}-surface`),
    ui(`--ls-color-${state}-border`, `--ls-color-${state}-surface`),
  ]),
  ui('--ls-color-border', '--ls-color-surface'),
  ui('--ls-color-border', '--ls-color-surface-alt'),
  ui('--ls-color-focus', '--ls-color-surface'),
  ui('--ls-color-focus', '--ls-color-surface-alt'),
];
