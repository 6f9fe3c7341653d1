/**
 * What the site tells a buyer who asks for an item: the catalogue says it when no cart listens on the page (a remote
 * running alone), the cart says it otherwise, because only the cart knows whether anything changed.
 */
export const CART_TEXTS = {
  added: 'Added to cart',
  alreadyInCart: (name: string) => `${name} is already in your cart`,
} as const;
