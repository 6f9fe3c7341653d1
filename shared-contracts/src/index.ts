export * from './events';
export * from './routes';
export * from './modals';
export * from './api';
export * from './domain';
export * from './frame';
export * from './storage';
