export interface ToastPlacement {
  /** The id the toast is shown under. */
  id: string;
  /** Toasts to take off screen first. */
  remove: string[];
  /** True when an existing toast is updated in place. */
  update: boolean;
}

/**
 * One toast at a time unless `multiple` is set; a new toast replaces what is on screen. A request
 * carrying the id of a toast on screen updates that toast in place.
 */
export function placeToast(
  request: { id?: string; multiple?: boolean },
  onScreen: ReadonlySet<string>,
  newId: () => string,
): ToastPlacement {
  const update = request.id !== undefined && onScreen.has(request.id);
  const id = request.id ?? newId();
  const remove = request.multiple ? [] : [...onScreen].filter((other) => other !== id);
  return { id, remove, update };
}
