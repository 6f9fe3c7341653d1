/** A page number to link to, or a gap standing for the pages left out between two links. */
export type PaginationItem = number | 'gap';

/**
 * The pages a compact pagination links to: the first, the last, and the current page with its neighbours
 * (`siblings` on each side). A gap of a single page shows that page instead, since a gap would take as much room.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const shown = new Set([1, pageCount]);
  for (let near = current - siblings; near <= current + siblings; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((number, index) => {
    const before = pages[index - 1];
    if (before !== undefined && number - before === 2) items.push(before + 1);
    else if (before !== undefined && number - before > 2) items.push('gap');
    items.push(number);
  });
  return items;
}
