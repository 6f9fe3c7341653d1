import { Link } from 'react-router-dom';
import type { City, CityWithCollectionPoints } from '@labshop/shared-contracts/core';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';
import {
  FileCheck,
  FlaskConical,
  House,
  Icon,
  MapPin,
  PackagePlus,
  ShieldCheck,
  type LucideIcon,
} from '@labshop/shared-contracts/web/ui';
import { collectionPointCounts, countWords, homeServiceCityNames } from './place-counts';
import { CUSTOM_PACKAGE_PATH, TESTS_PATH } from './paths';
import home from './home.module.css';
import styles from './trust-signals.module.css';

/**
 * What the shop may say of itself: the product's marketing texts, counts the API gives, and what the site does
 * for every account (docs/product-rules.md, Results). A count the API has not given is said without a number,
 * and a signal the data contradicts (no city with home visits) is not said at all.
 */
export const SIGNAL_TEXTS = {
  tests: 'More than 3,500 tests and 68 test categories.',
  customPackages: 'Custom packages discounted up to 25% (5-15 tests).',
  homeVisits: 'Home visits in several Polish cities.',
  collectionPoints: 'Collection points where you give your sample in person.',
  resultsOnline: 'Results online in your account, with an e-mail as soon as they are ready.',
  privateResults: 'Private results: only you and the doctors you share them with can read them.',
} as const;

export function homeVisitsCounted(cities: number): string {
  return `Nurses visit patients at home in ${countWords(cities, 'city', 'cities')}.`;
}

export function collectionPointsCounted(points: number, cities: number): string {
  return `${countWords(points, 'collection point', 'collection points')} in ${countWords(cities, 'city', 'cities')}.`;
}

interface Signal {
  icon: LucideIcon;
  text: string;
  link?: { to: string; label: string };
}

function homeVisitsSignal(cities: ApiQueryResult<City[]>): Signal | null {
  if (cities.status !== 'success') return { icon: House, text: SIGNAL_TEXTS.homeVisits };
  const served = homeServiceCityNames(cities.data).length;
  return served > 0 ? { icon: House, text: homeVisitsCounted(served) } : null;
}

function collectionPointsSignal(cities: ApiQueryResult<CityWithCollectionPoints[]>): Signal | null {
  if (cities.status !== 'success') return { icon: MapPin, text: SIGNAL_TEXTS.collectionPoints };
  const counts = collectionPointCounts(cities.data);
  return counts.points > 0 ? { icon: MapPin, text: collectionPointsCounted(counts.points, counts.cities) } : null;
}

interface TrustSignalsProps {
  homeServiceCities: ApiQueryResult<City[]>;
  collectionPointCities: ApiQueryResult<CityWithCollectionPoints[]>;
}

/** Why a patient may trust the shop, each claim one the shop can stand behind. */
export function TrustSignals({ homeServiceCities, collectionPointCities }: TrustSignalsProps) {
  const signals = [
    { icon: FlaskConical, text: SIGNAL_TEXTS.tests, link: { to: TESTS_PATH, label: 'Browse the tests' } },
    {
      icon: PackagePlus,
      text: SIGNAL_TEXTS.customPackages,
      link: { to: CUSTOM_PACKAGE_PATH, label: 'Build your own package' },
    },
    homeVisitsSignal(homeServiceCities),
    collectionPointsSignal(collectionPointCities),
    { icon: FileCheck, text: SIGNAL_TEXTS.resultsOnline },
    { icon: ShieldCheck, text: SIGNAL_TEXTS.privateResults },
  ].filter((signal): signal is Signal => signal !== null);
  return (
    <section aria-labelledby="home-facts" className={home.section}>
      <h2 id="home-facts">Why Labshop</h2>
      <ul className={styles.signals}>
        {signals.map((signal) => (
          <li key={signal.text} className={styles.signal}>
            <span className={styles.badge}>
              <Icon icon={signal.icon} size="lg" />
            </span>
            <span className={styles.words}>
              <span className={styles.text}>{signal.text}</span>
              {signal.link ? (
                <>
                  {' '}
                  <Link to={signal.link.to}>{signal.link.label}</Link>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
