import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, House, Icon, MapPin, type LucideIcon } from '@labshop/shared-contracts/web/ui';
import { TestingCountryNote } from '../../lib/testing-country-note';
import { IN_HOME_SERVICE_PATH, LOCATIONS_PATH } from '../locations/paths';
import styles from './sample-choices.module.css';

interface SampleChoice {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
}

/** The product's two ways to give a sample, named as the location prompt names them. */
export const SAMPLE_CHOICES: readonly SampleChoice[] = [
  {
    icon: House,
    title: 'At home (nurse visit)',
    text: 'A nurse comes to your home and takes the samples.',
    to: IN_HOME_SERVICE_PATH,
  },
  {
    icon: MapPin,
    title: 'At a collection point',
    text: 'Give your sample at a local test centre.',
    to: LOCATIONS_PATH,
  },
];

/** Two cards, each leading to the page about that way of giving a sample; the whole card is the link's target. */
export function SampleChoices() {
  const labelId = useId();
  return (
    <div className={styles.choices}>
      <p id={labelId} className={styles.label}>
        Two ways to give your sample
      </p>
      <ul aria-labelledby={labelId} className={styles.list}>
        {SAMPLE_CHOICES.map((choice) => (
          <li key={choice.to} className={styles.choice}>
            <span className={styles.badge}>
              <Icon icon={choice.icon} size="lg" />
            </span>
            <span className={styles.words}>
              <Link to={choice.to} className={styles.link}>
                {choice.title}
              </Link>
              <span className={styles.text}>{choice.text}</span>
            </span>
            <Icon icon={ArrowRight} className={styles.arrow} />
          </li>
        ))}
      </ul>
      <div className={styles.note}>
        <TestingCountryNote />
      </div>
    </div>
  );
}
