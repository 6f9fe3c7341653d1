/** The product's text, word for word. */
export const TEST_UNAVAILABLE_MESSAGE = 'Test not available at the selected location.';

/** The price-updating flag clears this long after the prices arrive. */
export const PRICE_UPDATE_FLAG_MS = 500;
