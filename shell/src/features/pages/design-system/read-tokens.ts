/** A design token as the page has it: its name, what tokens.css declares and the value it comes to. */
export interface DesignToken {
  readonly name: string;
  /** As written in tokens.css, `var(--ls-color-brand-700)` for a token named after another. */
  readonly declared: string;
  /** What the browser computes now: a colour, a length, a duration (0ms when reduced motion is asked for). */
  readonly value: string;
}

const TOKEN_PREFIX = '--ls-';
const REFERENCE = /^var\((--[\w-]+)\)$/;

function isRootRule(rule: CSSRule): rule is CSSStyleRule {
  return 'selectorText' in rule && (rule as CSSStyleRule).selectorText === ':root';
}

function rulesOf(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return Array.from(sheet.cssRules);
  } catch {
    // A stylesheet from another origin cannot be read; the tokens are never in one.
    return [];
  }
}

/**
 * Every `--ls-*` token the loaded stylesheets declare on `:root`, in the order of tokens.css. Read from the page
 * rather than listed again, so a token added to the file shows up on /design-system by itself.
 */
export function readTokens(page: Document = document): DesignToken[] {
  const declared = new Map<string, string>();
  for (const sheet of Array.from(page.styleSheets)) {
    for (const rule of rulesOf(sheet).filter(isRootRule)) {
      for (let index = 0; index < rule.style.length; index += 1) {
        const name = rule.style[index] ?? '';
        if (name.startsWith(TOKEN_PREFIX) && !declared.has(name)) {
          declared.set(name, rule.style.getPropertyValue(name).trim());
        }
      }
    }
  }
  const computed = page.defaultView?.getComputedStyle(page.documentElement);
  const valueOf = (name: string, depth = 0): string => {
    const value = computed?.getPropertyValue(name).trim() || declared.get(name) || '';
    const reference = REFERENCE.exec(value)?.[1];
    return reference && depth < 8 ? valueOf(reference, depth + 1) : value;
  };
  return [...declared].map(([name, written]) => ({ name, declared: written, value: valueOf(name) }));
}

/** The sections of the page, each the tokens whose names start so; the last takes whatever no other does. */
export const TOKEN_GROUPS = [
  { id: 'colour', title: 'Colour', prefixes: ['--ls-color-'] },
  {
    id: 'type',
    title: 'Type',
    prefixes: ['--ls-font-', '--ls-text-', '--ls-line-height', '--ls-letter-spacing-'],
  },
  { id: 'spacing', title: 'Spacing', prefixes: ['--ls-space-'] },
  { id: 'radii', title: 'Radii', prefixes: ['--ls-radius-'] },
  { id: 'shadows', title: 'Shadows and focus', prefixes: ['--ls-shadow-', '--ls-focus-'] },
  { id: 'icons', title: 'Icons', prefixes: ['--ls-icon-'] },
  { id: 'motion', title: 'Motion', prefixes: ['--ls-duration-', '--ls-ease-'] },
  { id: 'breakpoints', title: 'Breakpoints and layout', prefixes: ['--ls-screen-', '--ls-content-'] },
  { id: 'other', title: 'Other tokens', prefixes: [] },
] as const;

export type TokenGroupId = (typeof TOKEN_GROUPS)[number]['id'];

export function groupTokens(tokens: readonly DesignToken[]): Record<TokenGroupId, DesignToken[]> {
  const groups = Object.fromEntries(TOKEN_GROUPS.map((group) => [group.id, [] as DesignToken[]])) as Record<
    TokenGroupId,
    DesignToken[]
  >;
  for (const token of tokens) {
    const group = TOKEN_GROUPS.find(({ prefixes }) => prefixes.some((prefix: string) => token.name.startsWith(prefix)));
    groups[group?.id ?? 'other'].push(token);
  }
  return groups;
}
