/** What the orders pages say, in one place. */
export const ORDERS_TEXTS = {
  listLoading: 'Loading your orders…',
  listEmpty: 'You have not placed an order yet.',
  listEmptyFiltered: 'No order matches these filters.',
  detailsLoading: 'Loading the order…',
  anyStatus: 'Any status',
  anyPatient: 'Everyone',
  cancelTitle: 'Cancel this order?',
  cancelBody: 'The order will not be carried out and cannot be paid any more. This cannot be undone.',
  cancelConfirm: 'Cancel the order',
  cancelKeep: 'Keep the order',
  cancelled: 'The order was cancelled.',
  receipt: 'Download the receipt (PDF)',
} as const;
