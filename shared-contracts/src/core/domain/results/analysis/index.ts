export * from './analysis';
export * from './guidance';
export * from './rule-based-engine';
