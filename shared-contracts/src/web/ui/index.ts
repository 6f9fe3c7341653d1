/** The UI kit: accessible primitives every part of the site uses. Design tokens: `./tokens.css`. */
export * from './button';
export * from './drawer';
export * from './image';
export * from './image-url';
export * from './modal';
export * from './modal-registry';
export * from './phone-field';
export * from './results';
export * from './text-field';
export * from './toast';
export * from './toast-constants';
export { focusableWithin, trapTabKey } from './focus-trap';
