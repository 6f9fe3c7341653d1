/**
 * Narrower than the content width (72rem), the main navigation moves into the menu drawer: one row could not hold
 * it beside the rest. From there on the header is as wide as the content, and the row holds everything.
 */
export const NAVIGATION_IN_DRAWER_QUERY = '(max-width: 1151.98px)';

/** Phones: the account menu opens as a drawer, and the cart button leads straight to the cart. */
export const PHONE_QUERY = '(max-width: 767.98px)';
