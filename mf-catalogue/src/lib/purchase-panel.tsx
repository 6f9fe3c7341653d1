import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ChosenLocation, LocationPrice } from '@labshop/shared-contracts/core';
import { Button, isReducedPrice, Price } from '@labshop/shared-contracts/web/ui';
import { Fact } from './sample-facts';
import styles from './purchase-panel.module.css';

export const NOT_AVAILABLE_MESSAGE = 'Test not available at the selected location.';
export const CHOOSE_ANOTHER_POINT = 'Choose another point.';
export const LOCATIONS_PATH = '/locations';

/** The sample facts the panel repeats beside the price, so the decision to buy needs no scrolling. */
export interface PanelFacts {
  sampleType: string | null;
  turnaroundDays: number | null;
}

interface PurchasePanelProps {
  price: LocationPrice;
  currency: string;
  isAvailable: boolean;
  location: ChosenLocation | null;
  onAdd: () => void;
  /** The id of the item's name, so the button reads as 'Add to cart, <name>'. */
  describedBy?: string;
  /** Sample type and turnaround, shown under the price when given. */
  facts?: PanelFacts;
  /** False where another bar on the screen holds the add button (a phone's bottom bar), so there is only one. */
  withAddButton?: boolean;
  /** Said under the price, such as a package's saving. */
  children?: ReactNode;
  /** At the foot of the panel: the way to choose where the sample is taken, while none is chosen. */
  locationChoice?: ReactNode;
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

/** Whether the item can be had where the patient chose; nothing to say before they choose. */
export function availabilityText(location: ChosenLocation | null): string | null {
  if (location === null) return null;
  if (location.kind === 'home-service') return `Available for home service in ${location.cityName}`;
  return `Available at ${location.facilityName}`;
}

/** 'blood' as a fact's value: 'Blood'. */
function asValue(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function turnaroundText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** What a patient sees where the item cannot be had at the chosen location, with the way to another one. */
export function NotAvailableHere() {
  return (
    <div className={styles.unavailable}>
      <p>{NOT_AVAILABLE_MESSAGE}</p>
      <Link to={LOCATIONS_PATH}>{CHOOSE_ANOTHER_POINT}</Link>
    </div>
  );
}

/**
 * The price at the chosen location, availability there, the sample facts and add to cart: everything needed to
 * decide, with the add button the strongest thing in it.
 */
export function PurchasePanel({
  price,
  currency,
  isAvailable,
  location,
  onAdd,
  describedBy,
  facts,
  withAddButton = true,
  children,
  locationChoice,
}: PurchasePanelProps) {
  const available = availabilityText(location);
  // The lowest price of the last 30 days is shown only beside a reduction, so a patient can see it is real.
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
      {isAvailable && available ? <p className={styles.available}>{available}</p> : null}
      {facts && (facts.sampleType || facts.turnaroundDays !== null) ? (
        <dl className={styles.facts}>
          {facts.sampleType ? <Fact term="Sample type">{asValue(facts.sampleType)}</Fact> : null}
          {facts.turnaroundDays !== null ? <Fact term="Results in">{turnaroundText(facts.turnaroundDays)}</Fact> : null}
        </dl>
      ) : null}
      {!isAvailable ? <NotAvailableHere /> : null}
      {isAvailable && withAddButton ? (
        <Button size="lg" block aria-describedby={describedBy} onClick={onAdd}>
          Add to cart
        </Button>
      ) : null}
      {locationChoice ? <div className={styles.locationChoice}>{locationChoice}</div> : null}
    </section>
  );
}
