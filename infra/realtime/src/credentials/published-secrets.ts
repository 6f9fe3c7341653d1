// Secrets anyone can read, so a server must never trust a signature made with one of them.

/**
 * Secrets printed in documentation: this project's former local default, soketi's default app secret, and the
 * secret of Pusher's signing example. Shorter guesses are caught by the length rule.
 */
export const PUBLISHED_SECRETS: readonly string[] = ['labshop-secret', 'app-secret', '7ad3773142a6692b25b8'];

/** As long as the secrets Pusher issues, so a real Pusher app passes and a word or a short phrase does not. */
export const MIN_SECRET_LENGTH = 20;

/** Why a secret is unfit for a run others can reach, or null when it is fit. The secret itself is never echoed. */
export function secretWeakness(secret: string): string | null {
  if (secret === '') return 'is empty';
  if (PUBLISHED_SECRETS.includes(secret.trim().toLowerCase())) {
    return 'is a published value that anyone can sign with';
  }
  if (secret.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  return null;
}
