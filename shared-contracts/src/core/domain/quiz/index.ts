export * from './units';
export * from './bmi';
export * from './answer-rules';
