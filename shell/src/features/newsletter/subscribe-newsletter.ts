import { ApiError, NEWSLETTER_FAILURE } from '@labshop/shared-contracts/core';

export { NEWSLETTER_FAILURE };

/** POST /api/newsletter; any failure (network, refusal, server error) raises; a refusal as the API's ApiError. */
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
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, data);
  }
}
