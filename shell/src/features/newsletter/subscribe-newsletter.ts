export const NEWSLETTER_FAILURE = 'There is a problem with subscribing to the newsletter';

/** POST /api/newsletter; any failure (network, refusal, server error) raises one error. */
export async function subscribeToNewsletter(
  email: string,
  captcha?: string,
  fetchJson: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchJson('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email: email.trim(), captcha }),
  });
  if (!response.ok) throw new Error(`Newsletter subscription answered ${response.status}`);
}
