// Draws the shop's own category drawings (src/lib/category-art) into pictures for the image proxy: one SVG per
// family of categories, 960 × 600 (the kit's `card` ratio), painted with the design tokens' colours written in,
// since a file has no page to read CSS variables from. Run by the site build:
//   TSX_TSCONFIG_PATH=tsconfig.app.json node --require ./scripts/css-module-names.cjs --import tsx \
//     scripts/draw-category-pictures.ts <out dir>
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeArt } from '../src/lib/category-art/category-art';
import { CATEGORY_THEMES, type CategoryTheme } from '../src/lib/category-art/category-theme';
import { categoryPicturePath } from '../src/lib/category-art/category-picture-path';

const WIDTH = 960;
const HEIGHT = 600;
/** The drawing's side: most of the height, so it still reads when the picture is small. */
const DRAWING = 520;
const here = path.dirname(new URL(import.meta.url).pathname);
const TOKENS = path.resolve(here, '../../shared-contracts/src/web/ui/tokens.css');
const PAINTS = [
  path.resolve(here, '../src/lib/drawing-paints.module.css'),
  path.resolve(here, '../src/lib/category-art/category-art.module.css'),
];

/** `--ls-*` values of `:root`, each `var()` in them resolved. */
function tokenValues(css: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of css.matchAll(/(--ls-[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name = '', value = ''] = match;
    if (!values.has(name)) values.set(name, value.trim());
  }
  const resolve = (value: string, depth = 0): string =>
    depth > 10
      ? value
      : value.replace(/var\((--ls-[\w-]+)\)/g, (_all, name: string) => resolve(values.get(name) ?? '', depth + 1));
  return new Map([...values].map(([name, value]) => [name, resolve(value)]));
}

function withColours(css: string, tokens: Map<string, string>): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/var\((--ls-[\w-]+)\)/g, (_all, name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`The drawings use ${name}, which tokens.css does not define`);
    return value;
  });
}

/** The drawing large on a tinted ground with two soft circles: a picture of the family, no words in it. */
function picture(theme: CategoryTheme, style: string, tokens: Map<string, string>): string {
  const drawing = renderToStaticMarkup(createElement(ThemeArt, { theme, size: DRAWING })).replace(
    '<svg ',
    `<svg x="${(WIDTH - DRAWING) / 2}" y="${(HEIGHT - DRAWING) / 2}" `,
  );
  const colour = (name: string) => tokens.get(name) ?? '#ffffff';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<style>${style}</style>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour('--ls-color-brand-50')}"/>`,
    `<circle cx="120" cy="520" r="220" fill="${colour('--ls-color-brand-100')}"/>`,
    `<circle cx="860" cy="90" r="150" fill="${colour('--ls-color-brand-200')}"/>`,
    drawing,
    '</svg>',
  ].join('');
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('Usage: draw-category-pictures.ts <images folder>');
  const tokens = tokenValues(await readFile(TOKENS, 'utf8'));
  const style = (await Promise.all(PAINTS.map((file) => readFile(file, 'utf8'))))
    .map((css) => withColours(css, tokens))
    .join('\n')
    .replace(/\s+/g, ' ');
  for (const theme of CATEGORY_THEMES) {
    const file = path.join(out, categoryPicturePath(theme));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, picture(theme, style, tokens));
  }
  console.log(`Drew ${CATEGORY_THEMES.length} category pictures into ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
