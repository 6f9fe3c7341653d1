/** How toasts behave across the whole site (docs/product-rules.md, Pages and display). */
export const TOAST_AUTO_CLOSE_MS = 2000;
/** The same message again within this window is ignored. */
export const TOAST_REPEAT_GUARD_MS = 390;
/** A promise's result toast appears this long after the promise settles. */
export const TOAST_RESULT_DELAY_MS = 100;
export const TOAST_POSITION = 'bottom-right' as const;
