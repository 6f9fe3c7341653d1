export { createEventBus } from '@labshop/shared-contracts/web';
export * from './current-location';
export * from './item-attributes';
export * from './mock-api';
export * from './render-at';
export * from './result-factories';
export * from './modal-host';
