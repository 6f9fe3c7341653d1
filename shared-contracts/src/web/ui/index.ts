/**
 * The UI kit: accessible primitives every part of the site uses. Design tokens: `./tokens.css`, with the screen
 * widths for code in `./breakpoints` and the colour pairs that must meet AA in `./token-pairs` (docs/design-system.md).
 */
export * from './breakpoints';
export * from './button';
export * from './checkbox';
export * from './combobox';
export * from './combobox-filter';
export * from './contrast';
export * from './date-field';
export * from './date-format';
export * from './drawer';
export * from './icon';
export * from './icon-button';
export * from './icons';
export * from './image';
export * from './image-url';
export * from './modal';
export * from './modal-registry';
export * from './pagination';
export * from './phone-field';
export * from './radio-group';
export * from './results';
export * from './search-field';
export * from './select';
export * from './text-field';
export * from './toast';
export * from './toast-constants';
export * from './token-pairs';
export { focusableWithin, trapTabKey } from './focus-trap';
