import sharp from 'sharp';

/**
 * The shop's mark (the flask of the header's logo, white on the brand's blue), drawn once into what browsers,
 * phones and link previews ask a site for. Kept in memory: a few kilobytes, made at the first request.
 */
const BRAND = '#0a5c8a';
const MARK = `<rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="M12 7h8M14 7v7l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V7" fill="none" stroke="#fff" stroke-width="2"/>`;

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>`;

/** The link-preview picture: the mark and the shop's name on a light brand background, 1200 × 630. */
function shareImageSvg(siteName: string): string {
  const name = siteName.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#f0f7fb"/>
  <g transform="translate(120 195) scale(7.5)">${MARK}</g>
  <text x="420" y="300" font-family="sans-serif" font-size="96" font-weight="700" fill="${BRAND}">${name}</text>
  <text x="420" y="390" font-family="sans-serif" font-size="44" fill="#063d5c">Laboratory tests online</text>
</svg>`;
}

const ICO_SIZES = [16, 32, 48] as const;

/** A drawing rasterised at `width` × `height`; `drawnWidth` is the width it is drawn at, to pick the density. */
async function png(svg: string, width: number, height = width, drawnWidth = 32): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * width) / drawnWidth)) })
    .resize(width, height)
    .png()
    .toBuffer();
}

/** An .ico holding PNG images (every browser since 2010 reads them): a header, a directory, then the images. */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const directory = images.map(({ size, png: data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...directory, ...images.map((image) => image.png)]);
}

export interface SiteIcon {
  readonly type: string;
  readonly body: Buffer;
}

/** The site's icons by path, drawn on first use and kept. */
export class SiteIcons {
  private drawn: Promise<Map<string, SiteIcon>> | null = null;

  constructor(private readonly siteName: string) {}

  static readonly PATHS = ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/icon-512.png', '/share-image.png'];

  async icon(path: string): Promise<SiteIcon | undefined> {
    this.drawn ??= this.draw();
    return (await this.drawn).get(path);
  }

  private async draw(): Promise<Map<string, SiteIcon>> {
    const ico = icoOf(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(ICON_SVG, size) }))));
    return new Map([
      ['/favicon.ico', { type: 'image/x-icon', body: ico }],
      ['/icon.svg', { type: 'image/svg+xml', body: Buffer.from(ICON_SVG) }],
      ['/apple-touch-icon.png', { type: 'image/png', body: await png(ICON_SVG, 180) }],
      ['/icon-512.png', { type: 'image/png', body: await png(ICON_SVG, 512) }],
      ['/share-image.png', { type: 'image/png', body: await png(shareImageSvg(this.siteName), 1200, 630, 1200) }],
    ]);
  }
}
