/**
 * The web entry: what holds the page's state in the browser. The event bus and its hooks, the API client
 * bound to the bus and `useApiQuery`, page storage. One copy of it is shared on a page (a Module Federation
 * singleton), so every part talks over one bus and one client. The UI kit (`web/ui`) and the remote kit
 * (`web/remote-kit`) are stateless: each part bundles its own copy and reaches the shared state through
 * this entry's package name.
 */
export * from './events';
export * from './api';
export * from './storage';
