import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@labshop/shared-contracts/core';
import { RELEASE_VERSION } from './release';

/** The root of a remote: marked with its name and release, with its own router over the page's address. */
export function RemoteRoot({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  return (
    <div data-remote={remote} data-release={RELEASE_VERSION}>
      <BrowserRouter>{children}</BrowserRouter>
    </div>
  );
}
