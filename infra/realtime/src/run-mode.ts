type Env = Readonly<Record<string, string | undefined>>;

/**
 * NODE_ENV=production marks a run other people can reach (containers, servers): there the channels server takes
 * only credentials made for this installation, never a missing, published or easily guessed secret. Any other
 * value is local development.
 */
export function isProductionRun(env: Env): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === 'production';
}
