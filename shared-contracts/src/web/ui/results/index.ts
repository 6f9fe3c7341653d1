/** How a result's values are drawn, the same for the patient and for a doctor the patient shares them with. */
export * from './flag-badge';
export * from './format-date';
export * from './history-chart';
export * from './history-series';
export * from './marker-explanation';
export * from './observation-card';
export * from './observation-pages';
export * from './observation-summary';
export * from './range-bar';
export * from './range-scale';
export * from './sparkline';
export * from './sparkline-points';
