import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from './contact-page';
import { ApiError, type ContactAnswer } from '@labshop/shared-contracts/core';
import type { ContactForm } from './contact-form-state';

const QUESTION: ContactAnswer = {
  reference: 'C-2026-000007',
  kind: 'question',
  message: 'Thank you. Your message C-2026-000007 has been sent; we usually reply within 2 working days.',
};

/** A captcha that is solved at once, as the real one is in a moment. */
const QUICK_CAPTCHA = {
  getChallenge: async () => ({ challenge: 'abc.def', difficulty: 0, expiresAt: '2099-01-01T00:00:00Z' }),
  solve: async (challenge: string) => `${challenge}:0`,
};

function renderPage(send: (form: ContactForm) => Promise<ContactAnswer>) {
  return render(<ContactPage send={send} captcha={QUICK_CAPTCHA} />);
}

async function fillValidForm() {
  await userEvent.type(screen.getByRole('textbox', { name: /First and last name/ }), 'Anna Nowak');
  await userEvent.type(screen.getByRole('textbox', { name: /Business email/ }), 'anna@clinic.example');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '501 234 567');
  await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Do you test vitamin D at home?');
  await userEvent.click(screen.getByRole('checkbox', { name: /may process the details/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const CONTACT_FAILURE_TEXT = 'An error occurred. The message could not be sent.';

describe('contact page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows each problem under its field and focuses the first', async () => {
    const send = jest.fn(async () => QUESTION);
    renderPage(send);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByRole('textbox', { name: /First and last name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter your first and last name');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(/Enter the phone number\./);
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription(
      'This consent is required',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the +48 prefix and takes a number typed with it, keeping the nine digits', async () => {
    const send = jest.fn(async (_form: ContactForm) => QUESTION);
    renderPage(send);
    await fillValidForm();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveAccessibleDescription(/^Country code \+48/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+48 600-100-200');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '+48 600-100-200' }));
    expect(await screen.findByText(/has been sent/)).toBeInTheDocument();
  });

  it('names the country the service works in, and how to reach it there', () => {
    renderPage(jest.fn());
    const aside = screen.getByRole('complementary', { name: 'Other ways to reach us' });

    expect(aside).toHaveTextContent('Phone +48 22 100 20 30');
    expect(aside).toHaveTextContent('00-545 Warszawa');
    expect(aside).toHaveTextContent(/in Poland; every test is taken there/);
    expect(screen.getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute('href', 'tel:+48221002030');
  });

  it('sends a valid form and thanks the visitor', async () => {
    const send = jest.fn(async (_form: ContactForm) => QUESTION);
    renderPage(send);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'question', name: 'Anna Nowak', company: '', privacyConsent: true }),
    );
    expect(await screen.findByText(/Your message C-2026-000007 has been sent/)).toHaveTextContent(
      'Reference: C-2026-000007',
    );
  });

  it('sends a complaint and says its reference and the 10 working days', async () => {
    const send = jest.fn(async (form: ContactForm) => ({
      reference: 'C-2026-000008',
      kind: form.kind,
      message: 'Thank you. We have received your complaint C-2026-000008 and will answer it within 10 working days.',
    }));
    renderPage(send);
    await userEvent.click(screen.getByRole('radio', { name: 'A complaint' }));
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ kind: 'complaint', captcha: 'abc.def:0' }));
    expect(await screen.findByText(/received your complaint C-2026-000008/)).toHaveTextContent(
      'Reference: C-2026-000008',
    );
  });

  it('says the API refusal of a field under that field', async () => {
    const refusal = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['Enter a valid email address.'] },
    });
    renderPage(() => Promise.reject(refusal));
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILURE_TEXT);
    expect(screen.getByRole('textbox', { name: /Business email/ })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
  });

  it('shows the spec text when sending fails', async () => {
    renderPage(() => Promise.reject(new Error('503')));
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. The message could not be sent.');
  });
});
