/** What the list of results marked for review says, in one place so the screen and its tests agree. */
export const MARKED_RESULTS_TEXTS = {
  heading: 'Results marked for review',
  intro:
    'Stored results their patients already read that someone should look at: a final report the lab sent again ' +
    'with other values, or values where the lab’s flag and our reading of the range disagree.',
  loading: 'Loading the results marked for review…',
  empty: 'Nothing is marked for review.',
  valuesMarked: (count: number) => (count === 1 ? '1 value marked:' : `${count} values marked:`),
  flags: (shown: string | null, lab: string | null) =>
    `shown to the patient as ${shown ?? 'not flagged'}, the lab printed ${lab ?? 'no flag'}`,
  moreValues: (count: number) => (count === 1 ? 'and 1 more value.' : `and ${count} more values.`),
  formLabel: (labReportId: string) => `Review of report ${labReportId}`,
  noteLabel: 'Note (optional)',
  markReviewed: 'Mark reviewed',
  reviewed: (labReportId: string) => `Report ${labReportId} was marked reviewed.`,
} as const;
