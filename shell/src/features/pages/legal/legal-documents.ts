export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const CONTROLLER =
  'Labshop, the operator of this site, is the controller of your personal data. Write to help@labshop.co.uk or use the contact form with any question about your data.';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy policy',
  updated: '2025-01-15',
  intro:
    'This policy explains which personal data we process when you use Labshop, why, and what rights you have under the General Data Protection Regulation (GDPR) and Polish data protection law.',
  sections: [
    { heading: 'Who we are', paragraphs: [CONTROLLER] },
    {
      heading: 'What we process',
      paragraphs: [
        'Account and order data: name, email, phone, date of birth or PESEL number, address for home visits, and the tests you order.',
        'Health data: your laboratory results and, if you ask for it, their analysis. We process health data only to provide the service you asked for, on the basis of your explicit consent and for the provision of health care.',
        'Technical data: cookies and similar technologies, only in the categories you accept in the cookie banner.',
      ],
    },
    {
      heading: 'Who receives your data',
      paragraphs: [
        'Partner laboratories and collection points that take and analyse your samples, nurses who visit you at home, payment providers, and doctors you choose to share results with. They act on our instructions or as separate health-care providers bound by medical confidentiality.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Medical records are kept for the periods the law requires for medical documentation. Order and invoice data are kept for the periods tax law requires. Marketing consent lasts until you withdraw it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may access, correct, delete, restrict or move your data, object to processing and withdraw consent at any time. You may complain to the President of the Personal Data Protection Office (UODO) in Poland.',
      ],
    },
  ],
};

export const PATIENT_TERMS: LegalDocument = {
  title: 'Patient terms of use',
  updated: '2025-01-15',
  intro:
    'These terms apply when you buy laboratory tests, test packages or visit services on Labshop as a patient or guest.',
  sections: [
    {
      heading: 'Ordering',
      paragraphs: [
        'You can order as a guest or with an account. An order is placed when you confirm it and pay online, or choose to pay at the collection point.',
        'You may add up to 5 other patients to your account and order tests for them. You confirm you are entitled to act for them.',
      ],
    },
    {
      heading: 'Sample collection',
      paragraphs: [
        'Samples are taken at a collection point or, where available, at your home by a nurse. Follow the preparation instructions shown for each test; a test taken without the required preparation may give unreliable results.',
      ],
    },
    {
      heading: 'Results and analysis',
      paragraphs: [
        'Results are published in your account. The analysis of results is an aid to understanding them and is not a diagnosis. Consult a doctor about any result that concerns you; in an emergency call 112.',
      ],
    },
    {
      heading: 'Cancellations and complaints',
      paragraphs: [
        'You may cancel an order until the sample is taken and receive a full refund. Complaints can be made through the contact form; we process them within 10 working days.',
      ],
    },
  ],
};

export const PROVIDERS_TERMS: LegalDocument = {
  title: 'Providers terms of use',
  updated: '2025-01-15',
  intro:
    'These terms apply to doctors, clinics and other providers who use Labshop to refer patients and work with their results.',
  sections: [
    {
      heading: 'Accounts',
      paragraphs: [
        'A doctor account requires a valid medical licence number (PWZ). You keep your login details confidential and tell us at once about any misuse.',
      ],
    },
    {
      heading: 'Referrals',
      paragraphs: [
        'You may issue referrals for tests to your patients. A referral must be medically justified. Patients pay for the tests they take through Labshop.',
      ],
    },
    {
      heading: 'Commission',
      paragraphs: [
        'When a patient pays for tests from your referral, you receive the commission of the option you chose (for example 10% for you and 5% discount for the patient). Commission is calculated after payment and settled monthly.',
      ],
    },
    {
      heading: 'Access to results',
      paragraphs: [
        'You see a patient’s results only when the patient shares them with you. Requests for access to a patient’s history are sent to the patient, who may accept or refuse.',
      ],
    },
  ],
};
