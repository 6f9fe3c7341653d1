/**
 * The font file every page needs first: the Latin subset of the variable Inter (tokens.css), as webpack names it
 * (`assets/[name].[contenthash:8][ext]`). Its Latin Extended twin is left to the browser, which fetches it only for
 * text that needs it.
 */
const PRELOADED_FONT = /(^|\/)inter-latin-wght-normal\.[0-9a-f]{8,}\.woff2$/;

/**
 * `<link rel="preload">` tags for the fonts a build emitted, so the browser fetches them with the page instead of
 * after the script that loads the tokens; a font is always fetched in CORS mode, hence `crossorigin`.
 */
export function fontPreloadLinks(assetNames: readonly string[], publicPath: string): string {
  return assetNames
    .filter((name) => PRELOADED_FONT.test(name))
    .map((name) => `<link rel="preload" href="${publicPath}${name}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}
