import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  COLLECTION_POINT_FEATURES,
  DefaultCollectionPointAnswer,
  type CollectionPoint,
  type CollectionPointFeature,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Button, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import { errorBodyOf } from '../../lib/api-errors';
import styles from './checkout.module.css';

const FEATURE_NAMES: Readonly<Record<CollectionPointFeature, string>> = {
  childFriendly: 'Takes samples from children',
  prevention40Plus: '40+ prevention programme',
  covidNfz: 'COVID tests (NFZ)',
  covidPrivate: 'COVID tests (private)',
  gynecology: 'Gynaecology',
  sport: 'Tests for sport',
  swab: 'Swabs',
  parking: 'Parking',
  disabledAccess: 'Step-free access',
  openSunday: 'Open on Sunday',
  openSaturday: 'Open on Saturday',
  nextToLab: 'Next to a laboratory',
};

const SAVE_FAILED = 'An error occurred. Failed to save.';

function setDefaultTestCentre(point: CollectionPoint): Promise<DefaultCollectionPointAnswer> {
  return getApiClient().request('profile/collection-point/update-default', {
    method: 'POST',
    body: { id: point.id },
    answer: DefaultCollectionPointAnswer,
  });
}

/** The default centre is kept for a signed-in user; the answer is said next to the button. */
function SetDefault({ point, isDefault }: { point: CollectionPoint; isDefault: boolean }) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>(isDefault ? 'saved' : 'idle');
  const [message, setMessage] = useState('');
  if (state === 'saved') return <p role="status">Your default test centre.</p>;
  return (
    <>
      <Button
        theme="outline"
        size="sm"
        disabled={state === 'saving'}
        onClick={() => {
          setState('saving');
          setDefaultTestCentre(point).then(
            () => setState('saved'),
            (error: unknown) => {
              setMessage(errorBodyOf(error)?.message ?? SAVE_FAILED);
              setState('failed');
            },
          );
        }}
      >
        Set as default<VisuallyHidden> test centre: {point.name}</VisuallyHidden>
      </Button>
      {state === 'failed' ? <p role="alert">{message}</p> : null}
    </>
  );
}

export interface TestCentreCardProps {
  point: CollectionPoint;
  chosen: boolean;
  signedIn: boolean;
  isDefault: boolean;
  onChoose: (point: CollectionPoint) => void;
}

/** One centre: where it is, when it is open, its details, the map and route, and the choice. */
export function TestCentreCard({ point, chosen, signedIn, isDefault, onChoose }: TestCentreCardProps) {
  const features = COLLECTION_POINT_FEATURES.filter((feature) => point.features[feature]);
  return (
    <li className={styles.point} aria-current={chosen ? 'true' : undefined}>
      <p className={styles.pointName}>
        {point.name}
        {chosen ? ' (chosen)' : ''}
      </p>
      <p>
        {point.street}, {point.postalCode} {point.city.name}
      </p>
      {point.openingHours ? <p>Opening hours: {point.openingHours}</p> : null}
      {point.closed ? <p>Temporarily closed.</p> : null}
      <details>
        <summary>Details of {point.name}</summary>
        {point.additionalOpeningHours ? <p>Also open: {point.additionalOpeningHours}</p> : null}
        {point.additionalInfo ? <p>{point.additionalInfo}</p> : null}
        {features.length > 0 ? (
          <ul>
            {features.map((feature) => (
              <li key={feature}>
                {FEATURE_NAMES[feature]}
                {feature === 'childFriendly' && point.features.childMinAge !== null
                  ? ` (from ${point.features.childMinAge} years)`
                  : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
      <div className={styles.pointActions}>
        <Button size="sm" aria-label={`Choose ${point.name}`} disabled={point.closed} onClick={() => onChoose(point)}>
          Choose
        </Button>
        <Link to={`/locations/${point.city.slug}/${point.slug}`}>
          See on map<VisuallyHidden>: {point.name}</VisuallyHidden>
        </Link>
        {point.directionsUrl ? (
          <a href={point.directionsUrl} target="_blank" rel="noopener noreferrer">
            Set route to {point.name} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </a>
        ) : null}
        {signedIn ? <SetDefault point={point} isDefault={isDefault} /> : null}
      </div>
    </li>
  );
}
