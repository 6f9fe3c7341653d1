/**
 * What every remote runs on: its routing guard and root, the page frame and the frame of an area's pages, request
 * states, file downloads, where to reach the realtime server, the pages for paths not built yet, the release it belongs to, and the stand-in shell it runs under alone.
 * Part of the web entry, so a page holds one copy of it beside the event bus it talks to.
 */
export * from './area-layout';
export * from './coming-soon-page';
export * from './default-config';
export * from './download-file';
export * from './not-found';
export * from './page';
export * from './realtime-socket';
export * from './release';
export * from './remote-root';
export * from './remote-routes';
export * from './request-states';
export * from './router-link';
export * from './standalone';
export * from './use-currency';
