import { useId, useState } from 'react';
import { CollectionPointListAnswer, type CollectionPoint } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { FilterPanel } from './filter-panel';
import { MapView } from './map/map-view';
import { PointList } from './point-list';
import { listQuery, NO_FILTERS, type PointFilters } from './point-filters';
import { POST_CODE_HINT, readPlaceSearch } from './search-query';
import styles from './locations.module.css';

/** Search, filters, the list (which can be hidden) and the map: the body of /locations and /locations/:city. */
export function PointFinder({ citySlug }: { citySlug?: string }) {
  const listId = useId();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<PointFilters>(NO_FILTERS);
  const [listShown, setListShown] = useState(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  // Without a map the list is all there is: it cannot be hidden, so the page never shows a count with nothing below.
  const hasMap = Boolean(useLatestEvent('config:loaded')?.mapsApiKey) && !mapFailed;
  const showList = listShown || !hasMap;
  const search = readPlaceSearch(searchText);
  const points = useApiQuery(search.kind === 'invalid' ? null : 'collection-points', {
    query: listQuery(citySlug, search, filters),
    answer: CollectionPointListAnswer,
  });
  const found = points.data?.items ?? [];

  const seeOnMap = (point: CollectionPoint) => {
    setSelectedId(point.id);
    document.getElementById('collection-point-map')?.focus();
  };

  return (
    <div className={styles.finder}>
      <div role="search" aria-label="Find a collection point" className={styles.search}>
        <TextField
          label="Town or post code"
          type="search"
          autoComplete="off"
          value={searchText}
          hint={POST_CODE_HINT}
          error={search.kind === 'invalid' ? 'This is not the start of a post code.' : undefined}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <FilterPanel filters={filters} onChange={setFilters} />
      </div>
      <section aria-label="Collection points found" aria-busy={points.status === 'loading'} className={styles.results}>
        <div className={styles.resultsBar}>
          <p role="status" className={styles.summary}>
            {points.status === 'success' ? pointCount(points.data.total) : null}
          </p>
          {hasMap ? (
            <Button
              theme="outline"
              size="sm"
              aria-expanded={listShown}
              aria-controls={listId}
              onClick={() => setListShown((shown) => !shown)}
            >
              {listShown ? 'Hide the list' : 'Show the list'}
            </Button>
          ) : null}
        </div>
        {points.status === 'loading' && search.kind !== 'invalid' ? (
          <Loading label="Loading collection points…" />
        ) : null}
        {points.status === 'error' ? (
          <LoadFailed message="The collection points could not be loaded." onRetry={points.retry} />
        ) : null}
        <div id={listId} hidden={!showList}>
          {points.status === 'success' ? (
            <PointList
              id={`${listId}-items`}
              points={found}
              selectedId={selectedId}
              onSeeOnMap={hasMap ? seeOnMap : undefined}
            />
          ) : null}
        </div>
        <MapView points={found} selectedId={selectedId} onUnavailable={() => setMapFailed(true)} />
      </section>
    </div>
  );
}

function pointCount(total: number): string {
  return total === 1 ? '1 collection point' : `${total} collection points`;
}
