export { oneOf } from './one-of';
