/**
 * A registration several holders share, such as a part's modals held both by its page-wide part and by its own
 * pages when they run alone: `register` runs when the first holder takes it, and its release when the last one lets
 * go. Each hold's release counts once, however often it is called.
 */
export function heldRegistration(register: () => () => void): () => () => void {
  let holders = 0;
  let release: (() => void) | null = null;
  return () => {
    holders += 1;
    if (holders === 1) release = register();
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      holders -= 1;
      if (holders === 0) {
        release?.();
        release = null;
      }
    };
  };
}
