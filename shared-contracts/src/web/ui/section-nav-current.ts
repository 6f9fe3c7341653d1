/** One page of an area's navigation; `children` are the sub-pages of a section. */
export interface SectionNavItem {
  label: string;
  href: string;
  children?: readonly SectionNavItem[];
}

/** Where the reader is: the section they are in and, when it has sub-pages, the sub-page, with how well each matches. */
export interface SectionNavCurrent {
  section: SectionNavItem | null;
  /** True when the section's own address is the page shown, not merely a page inside it. */
  sectionIsPage: boolean;
  subPage: SectionNavItem | null;
  subPageIsPage: boolean;
}

/** The path without a trailing slash, search or hash, so '/account/results/?x' reads as '/account/results'. */
function normalised(path: string): string {
  const bare = path.split(/[?#]/u)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/u, '') : bare;
}

/** How many characters of `path` the link's address covers: whole segments only, or -1 when it does not lead there. */
function matchLength(href: string, path: string): number {
  const target = normalised(href);
  if (target === path) return target.length;
  const prefix = target.endsWith('/') ? target : `${target}/`;
  return path.startsWith(prefix) ? target.length : -1;
}

/**
 * The link that leads closest to the path wins: its address is the path, or the longest one the path lies under.
 * An area's home ('/account') so lies under nothing but itself once a section ('/account/results') claims the
 * path, and a page inside a section (a result under '/account/results/…') keeps that section marked.
 */
function closest(items: readonly SectionNavItem[], path: string): { item: SectionNavItem; length: number } | null {
  let best: { item: SectionNavItem; length: number } | null = null;
  for (const item of items) {
    const own = matchLength(item.href, path);
    const inner = closest(item.children ?? [], path)?.length ?? -1;
    const length = Math.max(own, inner);
    if (length >= 0 && (best === null || length > best.length)) best = { item, length };
  }
  return best;
}

/** The section and sub-page the path belongs to, each marked as the page itself or as the part containing it. */
export function sectionNavCurrent(items: readonly SectionNavItem[], currentPath: string): SectionNavCurrent {
  const path = normalised(currentPath);
  const section = closest(items, path)?.item ?? null;
  const subPage = section ? (closest(section.children ?? [], path)?.item ?? null) : null;
  return {
    section,
    sectionIsPage: section !== null && normalised(section.href) === path,
    subPage,
    subPageIsPage: subPage !== null && normalised(subPage.href) === path,
  };
}
