/** What the back-office's messages section says. */
export const CONTACT_TEXTS = {
  heading: 'Messages from the contact page',
  intro: 'Questions and complaints, the newest first. Complaints are answered within 10 working days.',
  loading: 'Loading messages',
  loadingOne: 'Loading the message',
  empty: 'No messages yet.',
  kind: { question: 'Question', complaint: 'Complaint' },
  status: { new: 'Not answered yet', answered: 'Answered' },
  answered: (reference: string) => `The answer to ${reference} was sent.`,
} as const;
