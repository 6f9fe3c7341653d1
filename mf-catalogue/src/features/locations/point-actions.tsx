import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, type CollectionPoint } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { useLocationsPath } from './back-to-cart';
import { chooseCollectionPoint } from './choose-location';
import { setDefaultCollectionPoint } from './default-point';
import { directionsUrl, pointPath } from './paths';
import styles from './locations.module.css';

interface PointActionsProps {
  point: CollectionPoint;
  /** Shown only where a map is on the page. */
  onSeeOnMap?: (point: CollectionPoint) => void;
  /** The details page does not link to itself. */
  showDetailsLink?: boolean;
}

type DefaultState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/** What a visitor can do with one point: map, route, details, choose it, make it their default. */
export function PointActions({ point, onSeeOnMap, showDetailsLink = true }: PointActionsProps) {
  const user = useLatestEvent('session:changed')?.user ?? null;
  const chosen = useLatestEvent('location:chosen');
  const isChosen = chosen?.mode === 'collection-point' && chosen.facilityId === point.id;
  const [defaultState, setDefaultState] = useState<DefaultState>({ status: 'idle' });
  const isDefault = user !== null && (defaultState.status === 'saved' || user.defaultFacilityId === point.id);
  const route = directionsUrl(point);
  const locationsPath = useLocationsPath();

  const makeDefault = () => {
    setDefaultState({ status: 'saving' });
    setDefaultCollectionPoint(point).then(
      () => {
        setDefaultState({ status: 'saved' });
        showToast(`${point.name} is now your default collection point`, { type: 'success' });
      },
      (error: unknown) => setDefaultState({ status: 'failed', message: errorMessage(error) }),
    );
  };

  return (
    <div className={styles.actions}>
      {onSeeOnMap && route ? (
        <Button theme="outline" size="sm" onClick={() => onSeeOnMap(point)} aria-label={`See on map: ${point.name}`}>
          See on map
        </Button>
      ) : null}
      {route ? (
        <a
          href={route}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Set route to ${point.name} (opens in a new tab)`}
        >
          Set route
        </a>
      ) : null}
      {showDetailsLink ? (
        <Link to={locationsPath(pointPath(point))} aria-label={`Details of ${point.name}`}>
          Details
        </Link>
      ) : null}
      {point.closed ? null : (
        <Button
          size="sm"
          onClick={() => chooseCollectionPoint(point)}
          aria-label={`Choose this point: ${point.name}`}
          aria-pressed={isChosen}
        >
          Choose this point
        </Button>
      )}
      {isChosen ? <p>You chose this point.</p> : null}
      {user && !point.closed && !isDefault ? (
        <Button
          theme="secondary"
          size="sm"
          onClick={makeDefault}
          disabled={defaultState.status === 'saving'}
          aria-label={`Set as my default point: ${point.name}`}
        >
          Set as my default point
        </Button>
      ) : null}
      {isDefault ? <p role="status">This is your default collection point.</p> : null}
      {defaultState.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          The default point could not be saved: {defaultState.message}
        </p>
      ) : null}
    </div>
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return 'Please try again.';
}
