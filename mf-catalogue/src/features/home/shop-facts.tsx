import { Link } from 'react-router-dom';
import { CUSTOM_PACKAGE_PATH, TESTS_PATH } from './paths';
import styles from './home.module.css';

/** The shop in numbers, as the product's marketing texts state them. */
export function ShopFacts() {
  return (
    <section aria-labelledby="home-facts" className={styles.section}>
      <h2 id="home-facts">Why Labshop</h2>
      <ul className={styles.facts}>
        <li>
          More than 3,500 tests and 68 test categories. <Link to={TESTS_PATH}>Browse the tests</Link>
        </li>
        <li>
          Custom packages discounted up to 25% (5-15 tests).{' '}
          <Link to={CUSTOM_PACKAGE_PATH}>Build your own package</Link>
        </li>
        <li>Home visits in several Polish cities.</li>
      </ul>
    </section>
  );
}
