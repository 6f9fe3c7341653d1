import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './app/app';

/** Inside the site the shell owns the other paths, so the remote shows nothing for them. */
function SiteRoot() {
  return <App />;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  loadRootComponent: () => Promise.resolve(SiteRoot),
  errorBoundary: () => <p role="alert">This part of the page could not be shown.</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
