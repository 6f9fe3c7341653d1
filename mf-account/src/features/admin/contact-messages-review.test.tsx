import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminContactMessage, AdminContactMessageSummary } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { ContactMessagesReview } from './contact-messages-review';

const SUMMARY: AdminContactMessageSummary = {
  id: 'message-1',
  reference: 'C-2026-000042',
  kind: 'complaint',
  status: 'new',
  name: 'Ewa Kowalska',
  email: 'ewa@example.com',
  excerpt: 'The nurse did not come.',
  receivedAt: '2026-03-02T09:00:00Z',
  answeredAt: null,
};

const DETAIL: AdminContactMessage = {
  id: 'message-1',
  reference: 'C-2026-000042',
  kind: 'complaint',
  status: 'new',
  name: 'Ewa Kowalska',
  email: 'ewa@example.com',
  phone: '501234567',
  company: null,
  message: 'The nurse did not come.',
  sharingConsent: true,
  receivedAt: '2026-03-02T09:00:00Z',
  answer: null,
  answeredAt: null,
};

const LIST = 'GET /api/admin/contact-messages';

function show(routes: Record<string, ApiHandler>) {
  const api = mockApi(routes);
  renderAt('/account/admin', <ContactMessagesReview />);
  return api;
}

describe('the contact messages in the back-office', () => {
  it('says when there are no messages', async () => {
    show({ [LIST]: { body: { messages: [] } } });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be read', async () => {
    show({ [LIST]: { status: 500, body: { message: 'Unexpected error occurred' } } });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('lists each message with its kind and status in words', async () => {
    show({ [LIST]: { body: { messages: [SUMMARY] } } });
    const list = await screen.findByRole('list', { name: 'Messages from the contact page' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Complaint');
    expect(entry).toHaveTextContent('Not answered yet');
    expect(entry).toHaveTextContent('C-2026-000042 from Ewa Kowalska (ewa@example.com)');
  });

  it('opens a message and sends the answer, which the list then shows as answered', async () => {
    let answered = false;
    const api = show({
      [LIST]: () => ({
        body: { messages: [{ ...SUMMARY, status: answered ? 'answered' : 'new' }] },
      }),
      'GET /api/admin/contact-messages/message-1': { body: DETAIL },
      'POST /api/admin/contact-messages/message-1/answer': () => {
        answered = true;
        return { body: { ...DETAIL, status: 'answered', answer: 'We are sorry.' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open message C-2026-000042 from Ewa Kowalska' }));
    expect(await screen.findByRole('heading', { name: 'Complaint C-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('The nurse did not come.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(screen.getByRole('textbox', { name: /Your answer/ })).toHaveAccessibleDescription(/Enter the answer\./);

    await userEvent.type(screen.getByRole('textbox', { name: /Your answer/ }), 'We are sorry.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The answer to C-2026-000042 was sent.');
    expect(await screen.findByText('Answered')).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ answer: 'We are sorry.' });
  });
});
