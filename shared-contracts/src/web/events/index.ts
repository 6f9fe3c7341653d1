export * from './bus';
export * from './use-event';
