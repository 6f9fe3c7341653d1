/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS } from './breakpoints';
import { AA_MINIMUM, contrastRatio, parseColor } from './contrast';
import { TOKEN_PAIRS } from './token-pairs';

const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The `--ls-*` declarations of the first block the pattern opens. */
function declarationsOf(blockStart: RegExp): Map<string, string> {
  const start = blockStart.exec(css);
  if (!start) throw new Error(`tokens.css has no block ${blockStart}`);
  const body = css.slice(start.index + start[0].length, css.indexOf('}', start.index));
  return new Map([...body.matchAll(/(--ls-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value]));
}

const tokens = declarationsOf(/^:root\s*\{/m);

function resolve(name: string, seen: string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${[...seen, name].join(' -> ')} is not defined`);
  const reference = /^var\((--ls-[\w-]+)\)$/.exec(value.trim())?.[1];
  return reference ? resolve(reference, [...seen, name]) : value.trim();
}

function colorOf(name: string) {
  const color = parseColor(resolve(name));
  if (!color) throw new Error(`${name} is not a colour: ${resolve(name)}`);
  return color;
}

describe('the design tokens', () => {
  it('give every colour token a colour', () => {
    const colours = [...tokens.keys()].filter((name) => name.startsWith('--ls-color-'));
    expect(colours.length).toBeGreaterThan(60);
    for (const name of colours) expect(parseColor(resolve(name))).not.toBeNull();
  });

  it.each(TOKEN_PAIRS.map((pair) => [pair.foreground, pair.background, pair.use] as const))(
    'draw %s on %s with AA contrast for %s',
    (foreground, background, use) => {
      expect(contrastRatio(colorOf(foreground), colorOf(background))).toBeGreaterThanOrEqual(AA_MINIMUM[use]);
    },
  );

  it('give each state a strong colour, a surface, its text and a border', () => {
    for (const state of ['success', 'warning', 'danger', 'info']) {
      for (const part of ['', '-surface', '-text', '-border']) {
        expect(tokens.has(`--ls-color-${state}${part}`)).toBe(true);
      }
    }
  });

  it('document the same screen widths as the breakpoints code reads', () => {
    const screens = Object.fromEntries(
      [...tokens].filter(([name]) => name.startsWith('--ls-screen-')).map(([name, value]) => [name, value]),
    );
    expect(screens).toEqual(
      Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, width]) => [`--ls-screen-${name}`, `${width}px`])),
    );
  });

  it('stop every duration for people who ask for reduced motion', () => {
    const durations = [...tokens.keys()].filter((name) => name.startsWith('--ls-duration-'));
    const reduced = declarationsOf(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*:root\s*\{/);
    expect(durations.length).toBeGreaterThan(0);
    expect(Object.fromEntries(reduced)).toEqual(Object.fromEntries(durations.map((name) => [name, '0ms'])));
  });

  it('set the type in the self-hosted Inter, Latin and Latin Extended only, swapped in when it arrives', () => {
    expect(resolve('--ls-font-sans')).toMatch(/^'Inter Variable', 'Inter Fallback',/);
    const files = [...css.matchAll(/url\('([^']+)'\)/g)].map(([, url]) => url);
    expect(files).toEqual([
      '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ]);
    const interFaces = css.match(/font-family: 'Inter Variable';[^}]*/g) ?? [];
    expect(interFaces).toHaveLength(2);
    for (const face of interFaces) expect(face).toContain('font-display: swap');
  });

  it("draw the fallback at Inter's line metrics, whatever its scale, so swapping moves no line", () => {
    const faces = css.match(/font-family: 'Inter Fallback';[^}]*/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    const percent = (face: string, descriptor: string) =>
      Number(new RegExp(`${descriptor}: ([\\d.]+)%`).exec(face)?.[1]) / 100;
    for (const face of faces) {
      const scale = percent(face, 'size-adjust');
      expect(percent(face, 'ascent-override') * scale).toBeCloseTo(0.969, 2);
      expect(percent(face, 'descent-override') * scale).toBeCloseTo(0.241, 2);
      expect(percent(face, 'line-gap-override')).toBe(0);
    }
  });

  it('give every heading level and body text a size, line height and weight', () => {
    for (const level of ['h1', 'h2', 'h3', 'h4', 'body', 'small']) {
      for (const part of ['size', 'line-height', 'weight']) expect(tokens.has(`--ls-text-${level}-${part}`)).toBe(true);
    }
  });
});
