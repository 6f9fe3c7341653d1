import { contactProblems, EMPTY_CONTACT_FORM, sendContactMessage, type ContactForm } from './contact-form-state';

const FILLED: ContactForm = {
  ...EMPTY_CONTACT_FORM,
  name: 'Anna Nowak',
  email: 'anna@clinic.example',
  phone: '+48 600 100 200',
  message: 'Do you test vitamin D at home?',
  sharingConsent: true,
  privacyConsent: true,
};

describe('the contact form', () => {
  it.each([['+48 600 100 200'], ['600 100 200'], ['600-100-200'], ['0048600100200']])(
    'accepts the phone number %s',
    (phone) => {
      expect(contactProblems({ ...FILLED, phone })).toEqual({});
    },
  );

  it('asks for nine digits when the number is short', () => {
    expect(contactProblems({ ...FILLED, phone: '+48 600 100' })).toEqual({
      phone: 'The phone number must have 9 digits.',
    });
  });

  it('sends the nine digits of a number typed with the prefix and spaces', async () => {
    const fetchJson = jest.fn(async (_url: string, _init?: RequestInit) => ({
      ok: true,
      status: 201,
      json: async () => ({ reference: 'C-2026-000001', kind: 'question', message: 'Thank you.' }),
    }));

    await sendContactMessage(FILLED, fetchJson as unknown as typeof fetch);

    const body = JSON.parse(String(fetchJson.mock.calls[0]?.[1]?.body)) as { phone: string };
    expect(body.phone).toBe('600100200');
  });
});
