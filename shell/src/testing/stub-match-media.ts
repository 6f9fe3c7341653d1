// jsdom has no matchMedia; react-hot-toast asks it about reduced motion, the header about the window's width.
// By default nothing matches: a wide window with no preferences.

type Answer = (query: string) => boolean;

let answer: Answer = () => false;

function mediaQueryList(query: string): MediaQueryList {
  return {
    matches: answer(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = mediaQueryList;
}

const WIDTH_FEATURE = /\((min|max)-width:\s*([\d.]+)px\)/g;

/**
 * Answers width queries (`(max-width: 767.98px)`, `(min-width: 768px)`, joined by `and`) as a window `width`
 * pixels wide would, from the next render on; other queries do not match. Returns the way back to a wide window.
 */
export function stubViewportWidth(width: number): () => void {
  window.matchMedia = mediaQueryList;
  answer = (query) => {
    const features = [...query.matchAll(WIDTH_FEATURE)];
    return (
      features.length > 0 &&
      features.every(([, side, pixels]) => (side === 'min' ? width >= Number(pixels) : width <= Number(pixels)))
    );
  };
  return () => {
    answer = () => false;
  };
}
