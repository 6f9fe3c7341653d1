import { useState } from 'react';
import { CollectionPointListAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, TextField, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { TestingCountryNote } from '../../lib/testing-country-note';
import { chooseCollectionPoint } from '../locations/choose-location';
import { listQuery, NO_FILTERS } from '../locations/point-filters';
import { POST_CODE_HINT, readPlaceSearch } from '../locations/search-query';
import styles from './choose-location.module.css';

/** selectCollectionPointToContinue: find an open point by town or post code and choose it. */
export function CollectionPointBody({ confirm, cancel }: ModalBodyProps) {
  const [text, setText] = useState('');
  const search = readPlaceSearch(text);
  const points = useApiQuery(search.kind === 'invalid' ? null : 'collection-points', {
    query: listQuery(undefined, search, { ...NO_FILTERS, hideClosed: true }),
    answer: CollectionPointListAnswer,
  });
  const chosen = useLatestEvent('location:chosen');
  const chosenId = chosen?.mode === 'collection-point' ? chosen.facilityId : null;
  return (
    <div className={styles.body}>
      <TestingCountryNote />
      <div role="search" aria-label="Find a collection point">
        <TextField
          label="Town or post code"
          type="search"
          autoComplete="off"
          value={text}
          hint={POST_CODE_HINT}
          error={search.kind === 'invalid' ? 'This is not the start of a post code.' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div aria-busy={points.status === 'loading'} aria-live="polite">
        {points.status === 'loading' && search.kind !== 'invalid' ? (
          <Loading label="Loading collection points…" />
        ) : null}
        {points.status === 'error' ? (
          <LoadFailed message="The collection points could not be loaded." onRetry={points.retry} />
        ) : null}
        {points.status === 'success' && points.data.items.length === 0 ? (
          <p>No collection point matches. Try another town or post code.</p>
        ) : null}
      </div>
      {points.status === 'success' && points.data.items.length > 0 ? (
        <ul aria-label="Collection points" className={styles.points}>
          {points.data.items.map((point) => (
            <li key={point.id} className={styles.point}>
              <p className={styles.pointName}>{point.name}</p>
              <p>
                {point.street}, {point.postalCode} {point.city.name}
              </p>
              {point.openingHours ? <p>Opening hours: {point.openingHours}</p> : null}
              <Button
                size="sm"
                aria-label={`Choose ${point.name}`}
                aria-pressed={point.id === chosenId}
                onClick={() => {
                  chooseCollectionPoint(point);
                  confirm({ facilityId: point.id });
                }}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <Button theme="outline" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
