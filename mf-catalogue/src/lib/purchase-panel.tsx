import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  formatMoney,
  lowestPriceBesideReduction,
  type ChosenLocation,
  type LocationPrice,
} from '@labshop/shared-contracts';
import { Button } from '@labshop/shared-contracts/ui';
import styles from './purchase-panel.module.css';

export const NOT_AVAILABLE_MESSAGE = 'Test not available at the selected location.';
export const CHOOSE_ANOTHER_POINT = 'Choose another point.';
export const LOCATIONS_PATH = '/locations';

interface PurchasePanelProps {
  price: LocationPrice;
  currency: string;
  isAvailable: boolean;
  location: ChosenLocation | null;
  onAdd: () => void;
  /** The id of the item's name, so the button reads as 'Add to cart, <name>'. */
  describedBy?: string;
  /** Said under the price, such as a package's saving. */
  children?: ReactNode;
}

function locationLabel(location: ChosenLocation | null): string {
  if (location === null) return 'Standard price';
  if (location.kind === 'home-service') return `Price for home service in ${location.cityName}`;
  return `Price at ${location.facilityName}`;
}

/** Price at the chosen location, spec §9's lowest price of the last 30 days, availability and add to cart. */
export function PurchasePanel({
  price,
  currency,
  isAvailable,
  location,
  onAdd,
  describedBy,
  children,
}: PurchasePanelProps) {
  const lowest = lowestPriceBesideReduction(price.priceMinor, price.lowestPrice30dMinor);
  return (
    <section aria-label="Price" className={styles.panel}>
      <p className={styles.where}>{locationLabel(location)}</p>
      <p className={styles.price}>{formatMoney(price.priceMinor, currency)}</p>
      {lowest !== null ? (
        <p className={styles.lowest}>Lowest price in the last 30 days: {formatMoney(lowest, currency)}</p>
      ) : null}
      {children}
      {isAvailable ? (
        <Button aria-describedby={describedBy} onClick={onAdd}>
          Add to cart
        </Button>
      ) : (
        <div className={styles.unavailable}>
          <p>{NOT_AVAILABLE_MESSAGE}</p>
          <Link to={LOCATIONS_PATH}>{CHOOSE_ANOTHER_POINT}</Link>
        </div>
      )}
    </section>
  );
}
