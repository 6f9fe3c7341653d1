export * from './shared';
export * from './webpack-config';
