export * from './interval';
export * from './reference-range';
export * from './interpretation';
export * from './range-text';
export * from './known-analytes';
export * from './resolve-range';
export * from './lab-report';
export * from './analysis';
