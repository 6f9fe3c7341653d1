/** What the doctor's result screens say, in one place so tests and screens agree. */
export const SHARED_RESULTS_TEXTS = {
  patientsHeading: 'Patients who share their results',
  patientsLoading: 'Loading your patients…',
  patientsEmpty:
    'No patient shares their results with you yet. Ask a patient for access; their results appear here once they accept.',
  patientsFailed: 'The list of patients could not be loaded.',
  resultsHeading: "Patient's results",
  resultsLoading: 'Loading the results…',
  resultsEmpty: 'This patient has no results yet.',
  resultsFailed: 'The results could not be loaded.',
  resultHeading: 'Result',
  resultLoading: 'Loading the result…',
  resultFailed: 'The result could not be loaded.',
  /** The API answers 404 alike for a patient who stopped sharing and for one who never did. */
  noAccess: 'You have no access to these results. The patient does not share them with you, or no longer does.',
  backToPatients: 'Back to your patients',
  backToResults: "Back to the patient's results",
  correctedOn: (date: string) => `Corrected by the laboratory on ${date}`,
} as const;
