/**
 * Sends the buyer to a payment page: the API's sandbox page or the provider's. It is a page load, not a
 * route of the site, so the browser leaves the single-page app; a function so tests can see the address.
 */
export type GoToPaymentPage = (url: string) => void;

export const goToPaymentPage: GoToPaymentPage = (url) => {
  window.location.assign(url);
};
