export * from './contracts-version';
