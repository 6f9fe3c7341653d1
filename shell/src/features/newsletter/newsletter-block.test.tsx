import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../testing/json-response';
import { NewsletterBlock } from './newsletter-block';
import { NEWSLETTER_FAILURE, subscribeToNewsletter } from './subscribe-newsletter';
import { ApiError } from '@labshop/shared-contracts/core';

/** A captcha that is solved at once, as the real one is in a moment. */
const QUICK_CAPTCHA = {
  getChallenge: async () => ({ challenge: 'abc.def', difficulty: 0, expiresAt: '2099-01-01T00:00:00Z' }),
  solve: async (challenge: string) => `${challenge}:0`,
};

describe('newsletter block', () => {
  it('says the spec text and, under the field, that the address is already subscribed', async () => {
    const refusal = new ApiError(422, {
      message: NEWSLETTER_FAILURE,
      errors: { email: ['This email address is already subscribed to the newsletter.'] },
    });
    render(<NewsletterBlock subscribe={() => Promise.reject(refusal)} captcha={QUICK_CAPTCHA} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem with subscribing to the newsletter');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'This email address is already subscribed to the newsletter.',
    );
  });

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('checks the email before sending', async () => {
    const subscribe = jest.fn(async () => undefined);
    render(<NewsletterBlock subscribe={subscribe} captcha={QUICK_CAPTCHA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter your email address');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('thanks the visitor once subscribed', async () => {
    const subscribe = jest.fn(async () => undefined);
    render(<NewsletterBlock subscribe={subscribe} captcha={QUICK_CAPTCHA} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribe).toHaveBeenCalledWith('anna@example.com', 'abc.def:0');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you.');
  });

  it('shows the spec text on any failure', async () => {
    render(<NewsletterBlock subscribe={() => Promise.reject(new Error('offline'))} captcha={QUICK_CAPTCHA} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem with subscribing to the newsletter');
  });

  it('posts the email to /api/newsletter and fails on a refusal', async () => {
    const fetchJson = jest.fn(async () => jsonResponse({ message: 'Already subscribed' }, 422));
    await expect(subscribeToNewsletter(' anna@example.com ', undefined, fetchJson)).rejects.toThrow(
      'Already subscribed',
    );
    expect(fetchJson).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'anna@example.com' }) }),
    );
  });
});
