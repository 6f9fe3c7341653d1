export * from './market';
export * from './money';
export * from './pricing';
export * from './validators';
export * from './price-reduction';
export * from './results';
export * from './cart-texts';
export * from './quiz';
