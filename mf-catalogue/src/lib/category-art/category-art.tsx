import type { ReactElement } from 'react';
import { categoryTheme, type CategoryTheme } from './category-theme';
import paint from '../drawing-paints.module.css';
import own from './category-art.module.css';

/** Each drawing on a 64 × 64 square, over the same round tinted ground. */
const DRAWINGS: Record<CategoryTheme, ReactElement> = {
  heart: (
    <>
      <path
        d="M32 49C20 41 15 34 15 26.5 15 21 19 17 24 17c3.5 0 6.5 2 8 5 1.5-3 4.5-5 8-5 5 0 9 4 9 9.5C49 34 44 41 32 49z"
        className={paint.solid}
      />
      <path d="M19 31h7l3-6 4 11 3-5h9" className={paint.onSolidLine} />
    </>
  ),
  hormones: (
    <>
      <path d="M32 13v9M32 44v8" className={paint.line} />
      <path
        d="M30 24c-8-6-16-2-15 7s6 15 12 14c3 0 3-4 3-8zM34 24c8-6 16-2 15 7s-6 15-12 14c-3 0-3-4-3-8z"
        className={paint.solid}
      />
      <rect x="28" y="31" width="8" height="6" rx="2" className={paint.solid} />
    </>
  ),
  blood: (
    <>
      <path d="M32 12S18 29 18 38a14 14 0 0 0 28 0c0-9-14-26-14-26z" className={paint.solid} />
      <path d="M25 39a7 7 0 0 0 6 7" className={paint.onSolidLine} />
    </>
  ),
  metabolism: (
    <>
      <rect x="20" y="13" width="24" height="38" rx="5" className={paint.paper} />
      <rect x="25" y="19" width="14" height="10" rx="2" className={paint.solid} />
      <path d="M32 35s-4 4.5-4 7.5a4 4 0 0 0 8 0c0-3-4-7.5-4-7.5z" className={paint.accent} />
    </>
  ),
  liver: (
    <>
      <path
        d="M14 28c0-7 8-10 18-10 9 0 18 1 18 6 0 6-9 12-18 17-7 4-12 5-15 2-2-3-3-9-3-15z"
        className={paint.solid}
      />
      <circle cx="37" cy="41" r="5" className={paint.accent} />
    </>
  ),
  kidneys: (
    <>
      <path d="M27 34c3 0 5 4 5 8v9m5-17c-3 0-5 4-5 8" className={paint.line} />
      <path
        d="M24 16c-6 0-10 7-10 15s3 15 9 15c4 0 5-3 4-6s-3-5-3-9 3-6 3-9 0-6-3-6zM40 16c6 0 10 7 10 15s-3 15-9 15c-4 0-5-3-4-6s3-5 3-9-3-6-3-9 0-6 3-6z"
        className={paint.solid}
      />
    </>
  ),
  vitamins: (
    <>
      <g transform="rotate(-45 32 32)">
        <path d="M32 24h-8a8 8 0 0 0 0 16h8z" className={paint.solid} />
        <path d="M32 24h8a8 8 0 0 1 0 16h-8z" className={paint.paper} />
      </g>
      <circle cx="46" cy="46" r="4" className={paint.accent} />
      <circle cx="18" cy="46" r="3" className={paint.accent} />
    </>
  ),
  allergy: (
    <>
      <g className={paint.solid}>
        <circle cx="32" cy="21" r="7" />
        <circle cx="42.5" cy="28" r="7" />
        <circle cx="38.5" cy="40" r="7" />
        <circle cx="25.5" cy="40" r="7" />
        <circle cx="21.5" cy="28" r="7" />
      </g>
      <circle cx="32" cy="31.5" r="5" className={paint.accent} />
    </>
  ),
  infections: (
    <>
      <path
        d="M32 13v7m0 24v7M13 32h7m24 0h7M18.6 18.6l5 5m16.8 16.8l5 5m-26.8 0l5-5m16.8-16.8l5-5"
        className={paint.line}
      />
      <circle cx="32" cy="32" r="11" className={paint.solid} />
      <circle cx="28.5" cy="29" r="2.5" className={paint.accent} />
      <circle cx="36" cy="35.5" r="2" className={paint.accent} />
    </>
  ),
  immunity: (
    <>
      <path d="M32 13l15 5v12c0 10-6 17-15 21-9-4-15-11-15-21V18z" className={paint.solid} />
      <path d="M25 32l5 5 9-10" className={paint.onSolidLine} />
    </>
  ),
  pregnancy: (
    <>
      <path d="M16 30l-4-8" className={paint.line} />
      <path d="M16 30h32c0 8-7 14-16 14s-16-6-16-14z" className={paint.paper} />
      <path d="M33 28V15a14 14 0 0 1 14 13z" className={paint.solid} />
      <circle cx="23" cy="49" r="4" className={paint.solid} />
      <circle cx="41" cy="49" r="4" className={paint.solid} />
    </>
  ),
  cancer: <path d="M23 50l15-23a7.5 7.5 0 1 0-12 0l15 23" className={own.ribbon} />,
  genetics: (
    <>
      <path d="M28 16.5h8m-10 15.5h12m-10 15.5h8" className={own.softLine} />
      <path d="M24 13c0 10 16 12 16 19s-16 9-16 19M40 13c0 10-16 12-16 19s16 9 16 19" className={paint.line} />
    </>
  ),
  general: (
    <>
      <rect x="19" y="16" width="26" height="34" rx="4" className={paint.paper} />
      <rect x="26" y="12" width="12" height="8" rx="2" className={paint.solid} />
      <path d="M25 34l5 5 9-10" className={paint.line} />
    </>
  ),
  lab: (
    <>
      <path d="M26 15h12v27a6 6 0 0 1-12 0z" className={paint.paper} />
      <path d="M27.5 31h9v11a4.5 4.5 0 0 1-9 0z" className={paint.solid} />
      <path d="M23 15h18" className={paint.line} />
      <circle cx="45" cy="24" r="3" className={paint.accent} />
    </>
  ),
};

interface ThemeArtProps {
  theme: CategoryTheme;
  /** Drawn width and height in pixels; set on the element, so the page keeps its place before it is drawn. */
  size: number;
  className?: string;
}

/** The drawing of one family of categories; the build also draws it into the pictures the image proxy serves. */
export function ThemeArt({ theme, size, className }: ThemeArtProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={[own.art, className].filter(Boolean).join(' ')}
      data-category-theme={theme}
    >
      <circle cx="32" cy="32" r="31" className={paint.ground} />
      {DRAWINGS[theme]}
    </svg>
  );
}

interface CategoryArtProps {
  /** The category the drawing stands for; its theme is read from the slug. */
  slug: string;
  size: number;
  className?: string;
}

/**
 * A small drawing made for the shop for a family of categories. It is decoration beside the category's name, so
 * assistive technology skips it.
 */
export function CategoryArt({ slug, size, className }: CategoryArtProps) {
  return <ThemeArt theme={categoryTheme(slug)} size={size} className={className} />;
}
