import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { CollectionPointListAnswer, type Query } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import type { ChosenLocation } from './checkout-cart';
import type { CheckoutStore } from './checkout-store';
import { TestCentreCard } from './test-centre-card';
import styles from './checkout.module.css';

/** What the collection-points list takes: the start of a post code (digits first) or a town. */
export function centreQuery(text: string): Query | null {
  const search = text.trim();
  if (search === '') return null;
  if (!/^\d/.test(search)) return { town: search.slice(0, 100), hideClosed: true };
  return /^\d{1,2}(-?\d{0,3})?$/.test(search) ? { postCode: search, hideClosed: true } : null;
}

const POST_CODE_START_MESSAGE = 'Enter a town, or the start of a post code such as 00-950.';

/** Find a local test centre by town or post code, show or hide the list, and choose one. */
export const TestCentreFinder = observer(function TestCentreFinder({
  store,
  onChoose,
  locationError,
}: {
  store: CheckoutStore;
  onChoose: (location: ChosenLocation) => void;
  locationError: string | undefined;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<Query | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [listShown, setListShown] = useState(true);
  const session = useLatestEvent('session:changed');
  const points = useApiQuery(query ? 'collection-points' : null, {
    query: query ?? {},
    answer: CollectionPointListAnswer,
  });
  const chosenId = store.location?.mode === 'collection-point' ? store.location.facilityId : null;

  function search() {
    const next = centreQuery(text);
    setInvalid(next === null);
    setQuery(next);
    setListShown(true);
  }

  return (
    <div>
      {store.location?.mode === 'collection-point' ? (
        <p className={styles.chosen} role="status">
          Your test centre: <strong>{store.location.facilityName}</strong>
        </p>
      ) : locationError ? (
        <p className={styles.fieldError}>{locationError}</p>
      ) : null}
      {/* Not a form of its own: it sits inside the checkout form, and Enter here searches instead of ordering. */}
      <div role="search" aria-label="Find a test centre">
        <TextField
          label="Town or post code"
          type="search"
          value={text}
          hint={POST_CODE_START_MESSAGE}
          error={invalid ? 'This is neither a town nor the start of a post code.' : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
        />
        <div className={styles.pointActions}>
          <Button type="button" theme="secondary" size="sm" onClick={search}>
            Find a test centre
          </Button>
          <Link to="/locations">See all test centres on the map</Link>
        </div>
      </div>
      {query ? (
        <div aria-busy={points.status === 'loading'} aria-live="polite">
          {points.status === 'loading' ? <Loading label="Looking for test centres…" /> : null}
          {points.status === 'error' ? (
            <LoadFailed message="The test centres could not be loaded." onRetry={points.retry} />
          ) : null}
          {points.status === 'success' ? (
            <>
              <p>
                {points.data.items.length === 0
                  ? 'No test centre matches. Try another town or post code.'
                  : `${points.data.items.length} ${points.data.items.length === 1 ? 'test centre' : 'test centres'} found.`}{' '}
                {points.data.items.length > 0 ? (
                  <Button
                    theme="link"
                    size="sm"
                    aria-expanded={listShown}
                    aria-controls={listId}
                    onClick={() => setListShown((shown) => !shown)}
                  >
                    {listShown ? 'Hide the list' : 'Show the list'}
                  </Button>
                ) : null}
              </p>
              <ul id={listId} aria-label="Test centres" className={styles.points} hidden={!listShown}>
                {points.data.items.map((point) => (
                  <TestCentreCard
                    key={point.id}
                    point={point}
                    chosen={point.id === chosenId}
                    signedIn={Boolean(session?.user)}
                    isDefault={session?.user?.defaultFacilityId === point.id}
                    onChoose={(picked) =>
                      onChoose({ mode: 'collection-point', facilityId: picked.id, facilityName: picked.name })
                    }
                  />
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
