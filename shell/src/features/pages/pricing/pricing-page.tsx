import { ContentPage } from '../../../lib/content-page';
import { ShellButtonLink } from '../../../lib/shell-button-link';
import styles from './pricing-page.module.css';

/** The own-package discount: 5 tests 5%, each further test 2% more, capped at 25%. */
export function ownPackageDiscountPercent(tests: number): number {
  if (tests < 5) return 0;
  return Math.min(25, 5 + 2 * (tests - 5));
}

const DISCOUNT_ROWS = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** How prices are made up: test prices, collection, nurse visits, custom package discounts. */
export default function PricingPage() {
  return (
    <ContentPage
      title="Pricing"
      lead="Clear prices with no subscription: you pay for the tests you choose and how you give the sample."
    >
      <h2>Tests and packages</h2>
      <p>
        Every test and package shows its price in the catalogue, together with the lowest price of the last 30 days.
        Prices can differ between collection points; your cart always shows the price at the place you choose, and tests
        a place does not offer are marked unavailable.
      </p>

      <h2>Giving your sample</h2>
      <ul>
        <li>
          <strong>At a collection point:</strong> no extra charge for most tests. Where a test needs a nurse and your
          order does not already include one, a nursing fee per patient is added.
        </li>
        <li>
          <strong>At home:</strong> in several Polish cities a nurse visits you. The visit fee is charged once per visit
          and shown in your cart when you choose your city.
        </li>
      </ul>

      <h2>Build your own package</h2>
      <p>Choose 5 to 15 tests for yourself and save up to 25%. The discount is worked out per patient.</p>
      <table className={styles.table}>
        <caption className={styles.caption}>Custom package discount by number of tests</caption>
        <thead>
          <tr>
            <th scope="col">Tests in your package</th>
            <th scope="col">Discount</th>
          </tr>
        </thead>
        <tbody>
          {DISCOUNT_ROWS.map((tests) => (
            <tr key={tests}>
              <td>{tests}</td>
              <td>{ownPackageDiscountPercent(tests)}%</td>
            </tr>
          ))}
          <tr>
            <td>More than 15</td>
            <td>25%</td>
          </tr>
        </tbody>
      </table>

      <h2>Results analysis and consultations</h2>
      <p>
        You can add an analysis of your results to any order; its price is shown in your cart. Video and phone
        consultations with a doctor are priced on each doctor&apos;s page.
      </p>

      <div className={styles.actions}>
        <ShellButtonLink href="/lab-test-list/custom-package" theme="accent">
          Build your package
        </ShellButtonLink>
        <ShellButtonLink href="/lab-test-list/tests" theme="outline">
          Browse tests
        </ShellButtonLink>
      </div>
    </ContentPage>
  );
}
