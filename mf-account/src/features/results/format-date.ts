// Dates on the result screens read the same as in the result visuals of the UI kit.
export { formatDate } from '@labshop/shared-contracts/web/ui';
