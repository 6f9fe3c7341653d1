/**
 * The catalogue's conditions and price columns for a query another module must run over the catalogue's items in
 * one statement. Catalogue search ranks every published item by its names and synonyms, then prices the best
 * matches, in one SQL: asking the catalogue service for the prices afterwards would read the catalogue twice per
 * keystroke. These builders are the catalogue's own, so what search shows is priced, shown and hidden exactly as
 * every catalogue list is.
 */
export { groupCondition } from './store/categories';
export {
  availability,
  currentPriceRow,
  lowestPrice30d,
  toSummary,
  type PriceScope,
  type PricedRow,
} from './store/priced-items';
export { pricingAttributes } from './store/pricing-attributes';
