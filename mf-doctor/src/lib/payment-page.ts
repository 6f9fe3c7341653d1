/**
 * Sends the patient to the payment page: the API's sandbox page or the provider's. A page load, not a route of the
 * site, so the browser leaves the single-page app; a function of its own so tests can see the address.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
