/** The product's texts, word for word (docs/product-rules.md). */
export const MESSAGES = {
  saved: 'Saved successfully.',
  saveFailed: 'An error occurred. Failed to save.',
  changesRecorded: 'The changes were recorded.',
  changesNotSaved: 'An error occurred. Changes were not saved.',
  codeInvalid: 'The code you entered is invalid.',
  codeSentAgain: 'The code was sent again.',
  codeSendFailed: 'An error occurred while submitting the code.',
  linkSentWait: 'The link has been sent, wait a moment to receive a new link.',
  unexpected: 'Unexpected error occurred',
  forbidden: 'It cannot be done.',
} as const;
