import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from './contact-page';
import type { ContactForm } from './contact-form-state';

async function fillValidForm() {
  await userEvent.type(screen.getByRole('textbox', { name: /First and last name/ }), 'Anna Nowak');
  await userEvent.type(screen.getByRole('textbox', { name: /Business email/ }), 'anna@clinic.example');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '501 234 567');
  await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Do you test vitamin D at home?');
  await userEvent.click(screen.getByRole('checkbox', { name: /may process the details/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('contact page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows each problem under its field and focuses the first', async () => {
    const send = jest.fn(async () => undefined);
    render(<ContactPage send={send} />);
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
    const send = jest.fn(async (_form: ContactForm) => undefined);
    render(<ContactPage send={send} />);
    await fillValidForm();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveAccessibleDescription(/^Country code \+48/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+48 600-100-200');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '+48 600-100-200' }));
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
  });

  it('names the country the service works in, and how to reach it there', () => {
    render(<ContactPage send={jest.fn()} />);
    const aside = screen.getByRole('complementary', { name: 'Other ways to reach us' });

    expect(aside).toHaveTextContent('Phone +48 22 100 20 30');
    expect(aside).toHaveTextContent('00-545 Warszawa');
    expect(aside).toHaveTextContent(/in Poland; every test is taken there/);
    expect(screen.getByRole('link', { name: '+48 22 100 20 30' })).toHaveAttribute('href', 'tel:+48221002030');
  });

  it('sends a valid form and thanks the visitor', async () => {
    const send = jest.fn(async (_form: ContactForm) => undefined);
    render(<ContactPage send={send} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Anna Nowak', company: '', privacyConsent: true }),
    );
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
  });

  it('shows the spec text when sending fails', async () => {
    render(<ContactPage send={() => Promise.reject(new Error('503'))} />);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. The message could not be sent.');
  });
});
