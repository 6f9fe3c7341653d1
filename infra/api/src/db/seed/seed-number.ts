import { createHash } from 'node:crypto';

/**
 * A whole number from 0 to range - 1 derived from what it is for ('price', 'ferritin'): the same on every run and
 * machine, and independent of the order things are generated in, so adding an item does not reshuffle the rest.
 */
export function seedNumber(range: number, ...parts: string[]): number {
  const hex = createHash('sha1')
    .update(['labshop-demo', ...parts].join('/'))
    .digest('hex');
  return Number.parseInt(hex.slice(0, 12), 16) % range;
}

/** A value from min to max (both included) in steps of step, chosen by seedNumber. */
export function seedBetween(min: number, max: number, step: number, ...parts: string[]): number {
  const steps = Math.floor((max - min) / step);
  return min + seedNumber(steps + 1, ...parts) * step;
}
