import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="current-location" hidden>{`${pathname}${search}`}</div>;
}

/** Renders the page at a path in a memory router, with the current address readable by `currentLocation`. */
export function renderAt(path: string, ui: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <CurrentLocation />
    </MemoryRouter>,
  );
}
