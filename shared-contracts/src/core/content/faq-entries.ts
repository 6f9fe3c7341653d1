export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The questions the FAQ page shows, in its order. The page shows them and the server describes them to search
 * engines (FAQPage), so both read this one list.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'How do I prepare for a blood test?',
    answer:
      'Most blood tests are best taken in the morning after 8 to 12 hours without food. Water is fine. Each test page says whether fasting is needed.',
  },
  {
    question: 'Where can I give a sample?',
    answer:
      'At any of our collection points, or at home: in several Polish cities a nurse can visit you. Choose the option in your cart.',
  },
  {
    question: 'How much does a home visit cost?',
    answer:
      'The nurse visit fee is shown in your cart once you choose your city. It is charged once per visit, however many people are tested.',
  },
  {
    question: 'When will I get my results?',
    answer:
      'Most results are ready within 1 to 3 working days. We email you when they arrive, and they stay in your account archive.',
  },
  {
    question: 'Can I order tests for my children or partner?',
    answer:
      'Yes. You can add up to 5 other patients to your account, adults or children aged 5 to 12, and assign tests to each of them.',
  },
  {
    question: 'How does the custom package discount work?',
    answer: 'Pick 5 to 15 tests for your own package. Five tests save 5%, each further test adds 2%, up to 25% off.',
  },
  {
    question: 'Do I need an account to buy tests?',
    answer: 'No. You can buy as a guest. An account lets you keep your results, add patients and book consultations.',
  },
  {
    question: 'How do I pay?',
    answer: 'Online by card or bank transfer when you order, or at the collection point when you give your sample.',
  },
  {
    question: 'What does the analysis of my results include?',
    answer:
      'An explanation of your results in plain language, highlighting values that need attention and suggesting next steps. A doctor can go through it with you in a consultation.',
  },
  {
    question: 'How do I make a complaint?',
    answer:
      'Use the contact form and choose your order. We process complaints within 10 working days and reply by email.',
  },
];
