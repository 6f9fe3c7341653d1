import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@labshop/shared-contracts/web';
import { MESSAGE_SEND_FAILURE, WORKFORCE_OFFER_SLUG } from '@labshop/shared-contracts/core';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createSummary } from '../../lib/testing/detail-factories';
import { createOfferDetail } from '../../lib/offer-factories';
import { WorkforceOfferPage } from './workforce-offer-page';

// Each test clicks and pastes through six fields of a whole page; on a busy machine that takes a few seconds.
jest.setTimeout(20_000);

const OFFER = createOfferDetail({
  slug: WORKFORCE_OFFER_SLUG,
  title: 'Invest in the health of your workforce today',
  audience: 'employers',
  items: [createSummary({ slug: 'basic-health-check', name: 'Basic health check', kind: 'package' })],
});

function showWorkforceOffer(send: ApiHandler) {
  const api = mockApi({
    [`GET /api/offers/${WORKFORCE_OFFER_SLUG}`]: { body: OFFER },
    'POST /api/offers/workforce-enquiries': send,
  });
  renderAt(`/offer/${WORKFORCE_OFFER_SLUG}`, <WorkforceOfferPage />);
  return api;
}

const user = userEvent.setup();

/** Pastes into a field: one input event per field keeps six-field forms quick to fill in. */
async function enter(field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillIn(overrides: { subject?: string } = {}) {
  await enter(await screen.findByLabelText(/Your name/), 'Jan Nowak');
  await enter(screen.getByLabelText(/Business email/), 'jan@nowak.example');
  await enter(screen.getByLabelText(/Company name/), 'Nowak Logistics');
  await enter(screen.getByLabelText(/Subject/), overrides.subject ?? 'Check-ups for drivers');
  await enter(screen.getByLabelText(/Message/), 'Yearly check-ups for 40 drivers.');
  await user.click(screen.getByLabelText(/privacy policy/));
}

describe('the workforce offer', () => {
  beforeEach(() => getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG));

  it('says what the offer is and lists its packages', async () => {
    showWorkforceOffer({ status: 201, body: { id: 'e-1', message: 'Sent.' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invest in the health of your workforce today' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Packages for your staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basic health check' })).toHaveAttribute(
      'href',
      '/package/basic-health-check',
    );
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });

  it('checks the fields before sending, with the spec limits', async () => {
    const api = showWorkforceOffer({ status: 201, body: { id: 'e-1', message: 'Sent.' } });
    await fillIn({ subject: 'Hi' });
    await user.click(screen.getByText('Send message'));
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription(
      /The subject must have at least 3 characters\./,
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the message and thanks the employer', async () => {
    const api = showWorkforceOffer({
      status: 201,
      body: { id: 'e-1', message: 'Thank you. Your message has been sent.' },
    });
    await fillIn();
    await user.click(screen.getByText('Send message'));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your message has been sent.');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      captcha: 'test.challenge:0',
      name: 'Jan Nowak',
      email: 'jan@nowak.example',
      companyName: 'Nowak Logistics',
      subject: 'Check-ups for drivers',
      message: 'Yearly check-ups for 40 drivers.',
      privacyConsent: true,
    });
  });

  it('shows the +48 prefix before the phone and sends a number typed with it as nine digits', async () => {
    const api = showWorkforceOffer({ status: 201, body: { id: 'e-1', message: 'Sent.' } });
    await fillIn();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription(/^Country code \+48 Optional\./);
    await enter(phone, '+48 600 100 200');
    await user.click(screen.getByText('Send message'));

    expect(await screen.findByRole('status')).toHaveTextContent('Sent.');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ phone: '600100200' });
  });

  it("shows the spec's text when the message could not be sent", async () => {
    showWorkforceOffer({ status: 500, body: { message: 'Unexpected error occurred' } });
    await fillIn();
    await user.click(screen.getByText('Send message'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_SEND_FAILURE);
    expect(MESSAGE_SEND_FAILURE).toBe('An error occurred. The message could not be sent.');
  });

  it('shows the fields the API refused beside them', async () => {
    showWorkforceOffer({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['Enter a valid email address.'] } },
    });
    await fillIn();
    await user.click(screen.getByText('Send message'));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Business email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
