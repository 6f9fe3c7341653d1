export { createEventBus } from '../events/bus';
export * from './current-location';
export * from './item-attributes';
export * from './mock-api';
export * from './render-at';
export * from './result-factories';
