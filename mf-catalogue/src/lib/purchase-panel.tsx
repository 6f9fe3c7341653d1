import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ChosenLocation, LocationPrice } from '@labshop/shared-contracts/core';
import { Button, isReducedPrice, Price } from '@labshop/shared-contracts/web/ui';
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

/**
 * What the price is: the standard price, or the location's own, and said to be reduced when it is. 'Standard price'
 * only ever names the price of the default list as it stands; a reduced price is called reduced.
 */
export function priceLabel(location: ChosenLocation | null, reduced: boolean): string {
  if (location === null) return reduced ? 'Reduced price' : 'Standard price';
  const price = reduced ? 'Reduced price' : 'Price';
  if (location.kind === 'home-service') return `${price} for home service in ${location.cityName}`;
  return `${price} at ${location.facilityName}`;
}

/**
 * The price at the chosen location, with the lowest price of the last 30 days beside it only when it is a
 * reduction (so a patient can see the reduction is real), availability and add to cart.
 */
export function PurchasePanel({
  price,
  currency,
  isAvailable,
  location,
  onAdd,
  describedBy,
  children,
}: PurchasePanelProps) {
  const reduced = isReducedPrice(price.priceMinor, price.lowestPrice30dMinor);
  return (
    <section aria-label="Price" className={styles.panel}>
      <Price
        amountMinor={price.priceMinor}
        currency={currency}
        lowest30dMinor={price.lowestPrice30dMinor}
        label={priceLabel(location, reduced)}
        size="lg"
      />
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
