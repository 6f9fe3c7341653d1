/**
 * Makes `matchMedia` answer width queries (`(min-width: 1024px)`, `(max-width: 767px)`) as a window of the
 * given width would; jsdom has no `matchMedia` of its own. Returns the function that takes the stand-in away.
 */
export function showAtWindowWidth(width: number): () => void {
  const answers = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, edge, size]) =>
      edge === 'min' ? width >= Number(size) : width <= Number(size),
    );
  window.matchMedia = (query: string) =>
    ({
      matches: answers(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    Reflect.deleteProperty(window, 'matchMedia');
  };
}
