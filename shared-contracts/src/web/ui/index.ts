/**
 * The UI kit: accessible primitives every part of the site uses. Design tokens: `./tokens.css`, with the screen
 * widths for code in `./breakpoints` and the colour pairs that must meet AA in `./token-pairs` (docs/design-system.md).
 */
export * from './accordion';
export * from './alert';
export * from './badge';
export * from './breadcrumbs';
export * from './breakpoints';
export * from './button';
export * from './card';
export * from './chart-frame';
export * from './checkbox';
export * from './combobox';
export * from './combobox-filter';
export * from './contrast';
export * from './date-field';
export * from './date-format';
export * from './drawer';
export * from './empty-state';
export * from './heading';
export * from './icon';
export * from './icon-button';
export * from './icons';
export * from './image';
export * from './image-url';
export * from './link-renderer';
export * from './modal';
export * from './modal-registry';
export * from './pagination';
export * from './phone-field';
export * from './price';
export * from './radio-group';
export * from './results';
export * from './search-field';
export * from './section-nav';
export * from './select';
export * from './skeleton';
export * from './stepper';
export * from './table';
export * from './tabs';
export * from './text-field';
export * from './toast';
export * from './toast-constants';
export * from './token-pairs';
export * from './tone';
export * from './visually-hidden';
export { focusableWithin, trapTabKey } from './focus-trap';
