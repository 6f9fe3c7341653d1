export * from './body-measures';
