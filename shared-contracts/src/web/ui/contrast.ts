/** An sRGB colour, each channel 0–255. */
export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** Reads `#abc`, `#aabbcc`, `rgb(1 2 3)` or `rgb(1, 2, 3)` (as a browser reports a computed colour); null otherwise. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      red: parseInt(full.slice(0, 2), 16),
      green: parseInt(full.slice(2, 4), 16),
      blue: parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  return { red: Number(rgb[1]), green: Number(rgb[2]), blue: Number(rgb[3]) };
}

export function toHex({ red, green, blue }: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG 2.2 defines it. */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What a pair must reach under WCAG 2.2 AA: 4.5:1 for text, 3:1 for a part of the interface (a border, a ring). */
export const AA_MINIMUM = { text: 4.5, ui: 3 } as const;
export type ContrastUse = keyof typeof AA_MINIMUM;
