/**
 * The core entry: what the site and the API agree on, as plain data and pure functions. The API's shapes
 * and their texts, the event and frame message shapes, the route manifest, the modal names and the rules
 * both sides run. It imports no React, no RxJS, no webpack and nothing that needs a browser, so the API,
 * the gateway and the realtime server load it without the site's libraries.
 */
export * from './events/catalogue';
export * from './routes';
export * from './modals';
export * from './api';
export * from './domain';
export * from './frame';
export * from './versions';
export * from './shapes';
export * from './images';
export * from './content';
