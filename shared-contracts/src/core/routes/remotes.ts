/** The separately deployed parts of the front end. */
export const REMOTE_NAMES = ['mf-catalogue', 'mf-cart-checkout', 'mf-account', 'mf-doctor', 'mf-quiz'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container names must be valid identifiers. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
