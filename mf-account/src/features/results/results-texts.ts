/** What the result screens say, in one place so tests and screens agree. Product texts come from the contracts. */
export const RESULTS_TEXTS = {
  listLoading: 'Loading your results…',
  listEmpty: 'You have no results yet. Tests you order appear here from the moment they are paid.',
  patientEmpty: 'No tests for this patient yet.',
  archiveLoading: 'Loading your archive…',
  archiveEmpty: 'Your archive is empty: results appear here once they are ready.',
  resultLoading: 'Loading the result…',
  resultNotFound: 'We could not find this result.',
  analysisHeading: 'Analysis of your results',
  analysisLoading: 'Loading the analysis…',
  analysisFailed: 'The analysis could not be loaded.',
  analysisNotPurchased: 'The analysis was not part of this order.',
  newResult: (testName: string, firstName: string) => `A new result is ready: ${testName} for ${firstName}.`,
  correctedResult: (testName: string, firstName: string) =>
    `The laboratory corrected a result: ${testName} for ${firstName}.`,
  correctedOn: (date: string) => `Corrected by the laboratory on ${date}`,
} as const;
