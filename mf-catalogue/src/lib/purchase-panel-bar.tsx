import { Link } from 'react-router-dom';
import { formatMoney, type ChosenLocation, type LocationPrice } from '@labshop/shared-contracts/core';
import { Button, isReducedPrice } from '@labshop/shared-contracts/web/ui';
import { CHOOSE_ANOTHER_POINT, LOCATIONS_PATH, priceLabel } from './purchase-panel';
import styles from './purchase-panel.module.css';

interface PurchaseBarProps {
  price: LocationPrice;
  currency: string;
  isAvailable: boolean;
  location: ChosenLocation | null;
  onAdd: () => void;
  describedBy?: string;
}

/**
 * A phone's purchase bar: the price and the add button kept at the bottom of the screen while the page scrolls by.
 * It comes to rest at the end of the item's page, so it never covers the page's last lines or the footer.
 */
export function PurchasePanelBar({ price, currency, isAvailable, location, onAdd, describedBy }: PurchaseBarProps) {
  const reduced = isReducedPrice(price.priceMinor, price.lowestPrice30dMinor);
  return (
    <div role="group" aria-label="Buy" className={styles.bar}>
      <p className={styles.barPrice}>
        <span>{priceLabel(location, reduced)}</span> <strong>{formatMoney(price.priceMinor, currency)}</strong>
      </p>
      {isAvailable ? (
        <Button size="lg" aria-describedby={describedBy} onClick={onAdd}>
          Add to cart
        </Button>
      ) : (
        <Link to={LOCATIONS_PATH} className={styles.barLink}>
          {CHOOSE_ANOTHER_POINT}
        </Link>
      )}
    </div>
  );
}
