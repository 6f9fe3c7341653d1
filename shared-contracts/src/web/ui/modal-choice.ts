import styles from './modal-choice.module.css';

/**
 * The layout of a modal body that asks for a choice, whichever part owns the modal: its sentences and an optional
 * list, then the actions in one row (stacked full width on a phone). Classes rather than a component, because a
 * body is sometimes a form and sometimes not.
 */
export const modalChoice = {
  body: styles.body,
  list: styles.list,
  actions: styles.actions,
} as const;
