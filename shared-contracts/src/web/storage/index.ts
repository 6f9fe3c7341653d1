export * from './page-storage';
