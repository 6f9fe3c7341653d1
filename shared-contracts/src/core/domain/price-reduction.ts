/**
 * The lowest price of the last 30 days is shown beside a reduced price, so a patient can see the
 * reduction is real. `lowest30dMinor` is the lowest earlier price in effect during those 30 days (null
 * when the price did not change). Only when the price now is below it is there a reduction to show it
 * beside; after a rise it would only confuse.
 */
export function lowestPriceBesideReduction(priceMinor: number, lowest30dMinor: number | null): number | null {
  return lowest30dMinor !== null && priceMinor < lowest30dMinor ? lowest30dMinor : null;
}
