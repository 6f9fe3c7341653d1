/**
 * The web entry: what runs in the browser. The event bus and its hooks, the API client bound to the bus
 * and `useApiQuery`, page storage, the UI kit and the remote kit. One copy of it is shared on a page, so
 * the bus and the client keep one state; it reaches the core entry by its package name for the same reason.
 */
export * from './events';
export * from './api';
export * from './storage';
export * from './ui';
export * from './remote-kit';
