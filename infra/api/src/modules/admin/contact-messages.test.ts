import {
  AdminContactMessage,
  AdminContactMessageList,
  ContactAnswer,
} from '@labshop/shared-contracts/core/api/contact';
import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { withCaptcha } from '../../testing/captcha';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';

describe('contact messages in the back-office', () => {
  let testApp: TestApp;
  let now = Date.parse('2026-03-02T09:00:00Z');
  let admin: { authorization: string };
  let patient: { authorization: string };
  let sent = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 1_000)) });
    const adminAccount = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    admin = await signedInAs(testApp.app, adminAccount.id, 'admin');
    patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
  });
  afterAll(() => testApp.close());

  async function sendMessage(kind: 'question' | 'complaint', email: string, message: string) {
    sent += 1;
    const payload = await withCaptcha(testApp.app, {
      kind,
      name: 'Ewa Kowalska',
      email,
      phone: '501234567',
      message,
      sharingConsent: true,
      privacyConsent: true,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: `198.51.100.${sent}`,
    });
    return expectShape(response.json(), ContactAnswer);
  }
  const get = (url: string, headers: object) =>
    testApp.app.inject({ method: 'GET', url: `/api/${url}`, headers: headers as Record<string, string> });
  const answer = (id: string, body: object, headers: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/answer`,
      payload: body,
      headers: headers as Record<string, string>,
    });

  it('lists every message newest first with its kind and status, and opens one', async () => {
    const first = await sendMessage('question', 'first@example.com', 'Do you test vitamin D?');
    const second = await sendMessage('complaint', 'second@example.com', 'My results came late.');

    const list = expectShape((await get('admin/contact-messages', admin)).json(), AdminContactMessageList);
    expect(list.messages.slice(0, 2).map(({ reference, kind, status }) => ({ reference, kind, status }))).toEqual([
      { reference: second.reference, kind: 'complaint', status: 'new' },
      { reference: first.reference, kind: 'question', status: 'new' },
    ]);

    const id = list.messages[0]?.id ?? '';
    const opened = expectShape((await get(`admin/contact-messages/${id}`, admin)).json(), AdminContactMessage);
    expect(opened).toMatchObject({ message: 'My results came late.', email: 'second@example.com', answer: null });
  });

  it('mails the answer to the sender, stores it and marks the message answered', async () => {
    const { reference } = await sendMessage('complaint', 'late@example.com', 'The nurse did not come.');
    const list = AdminContactMessageList.create((await get('admin/contact-messages', admin)).json());
    const id = list.messages.find((message) => message.reference === reference)?.id ?? '';

    const response = await answer(id, { answer: 'We are sorry; the visit is booked again for Monday.' }, admin);
    expect(response.statusCode).toBe(200);
    expect(expectShape(response.json(), AdminContactMessage)).toMatchObject({
      status: 'answered',
      answer: 'We are sorry; the visit is booked again for Monday.',
    });
    const mails = (await readOutbox(testApp.outbox.mail)).filter((mail) => mail.to === 'late@example.com');
    expect(mails.at(-1)?.subject).toBe(`Re: your message ${reference}`);
    expect(mails.at(-1)?.text).toContain('the visit is booked again for Monday');

    const listed = AdminContactMessageList.create((await get('admin/contact-messages', admin)).json());
    expect(listed.messages.find((message) => message.id === id)?.status).toBe('answered');
    const audit = expectShape(
      (await get(`admin/audit-log?recordType=contact_message&recordId=${id}`, admin)).json(),
      AuditLogPage,
    );
    expect(audit.entries.map((entry) => [entry.action, entry.after])).toEqual([
      [
        'contact_message_answered',
        expect.objectContaining({ answer: 'We are sorry; the visit is booked again for Monday.' }),
      ],
    ]);
  });

  it('refuses an empty answer on its field, and an unknown message with 404', async () => {
    const { reference } = await sendMessage('question', 'short@example.com', 'Opening hours?');
    const list = AdminContactMessageList.create((await get('admin/contact-messages', admin)).json());
    const id = list.messages.find((message) => message.reference === reference)?.id ?? '';
    const empty = await answer(id, { answer: ' ' }, admin);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ answer: ['Enter the answer.'] });
    expect((await answer('00000000-0000-4000-8000-000000000000', { answer: 'Hello there' }, admin)).statusCode).toBe(
      404,
    );
    expect((await get('admin/contact-messages/not-an-id', admin)).statusCode).toBe(404);
  });

  it('lets nobody but an administrator at work read or answer messages', async () => {
    const { reference } = await sendMessage('question', 'private@example.com', 'A private question.');
    const list = AdminContactMessageList.create((await get('admin/contact-messages', admin)).json());
    const id = list.messages.find((message) => message.reference === reference)?.id ?? '';

    expect((await get('admin/contact-messages', patient)).statusCode).toBe(403);
    expect((await get(`admin/contact-messages/${id}`, patient)).statusCode).toBe(403);
    expect((await answer(id, { answer: 'Not mine to answer' }, patient)).statusCode).toBe(403);
    expect((await get('admin/contact-messages', {})).statusCode).toBe(401);
    expect((await answer(id, { answer: 'Not mine to answer' }, {})).statusCode).toBe(401);
  });
});
