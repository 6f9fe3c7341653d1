import { connectPageCart } from './features/cart/cart-sync';

/*
 * Lifecycles of the cart without a page: an application the shell can keep mounted on every path, so
 * the cart counts items requested on any page and the header's count is right before /cart is visited.
 */

export async function bootstrap(): Promise<void> {}

export async function mount(): Promise<void> {
  connectPageCart();
}

// The cart stays connected: it belongs to the page, not to one screen.
export async function unmount(): Promise<void> {}
