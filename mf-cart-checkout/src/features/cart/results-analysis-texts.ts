/** What the cart says of the results analysis bought for the results of an earlier order. */
export const RESULTS_ANALYSIS_TEXTS = {
  line: (orderNumber: string) => `Analysis of the results of order ${orderNumber}`,
  heading: 'Analysis of your results',
  remove: 'Remove the analysis',
  added: 'The analysis of your results is in the cart.',
  already: 'The analysis of these results is in the cart already.',
  notAlone:
    'The analysis of earlier results is ordered on its own: finish or empty this cart first, then add it again.',
  notOffered: 'The analysis is not offered at the moment.',
  itemsWait: 'Finish ordering the analysis of your results first, or remove it from the cart, to add tests.',
} as const;
