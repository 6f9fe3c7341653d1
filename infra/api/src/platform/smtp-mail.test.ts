import { startSmtpServer } from '../testing/local-smtp-server';
import { smtpMail } from './smtp-mail';

describe('e-mail through SMTP', () => {
  it('hands the message to the SMTP server with its sender, recipient, subject and text', async () => {
    const server = await startSmtpServer();
    const mail = smtpMail({ url: server.url, from: 'Labshop <no-reply@labshop.example>' });
    try {
      await mail.send(
        { to: 'anna@example.com', subject: 'Your code', text: 'Your Labshop code is 123456.' },
        { messageId: 'b6c1a1d2-0f7e-4d39-9b7c-3f2a7e1c5d10', queuedAt: new Date() },
      );
    } finally {
      mail.close();
      await server.close();
    }
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message).toMatchObject({ from: 'no-reply@labshop.example', to: ['anna@example.com'] });
    expect(message?.data).toContain('Subject: Your code');
    expect(message?.data).toContain('Your Labshop code is 123456.');
    // Named by the queued message, so a copy sent again after a lost acknowledgement is the same message.
    expect(message?.data).toContain('Message-ID: <b6c1a1d2-0f7e-4d39-9b7c-3f2a7e1c5d10@labshop.example>');
  });

  it('fails when the server refuses the message, so nothing is lost silently', async () => {
    const server = await startSmtpServer({ reject: true });
    const mail = smtpMail({ url: server.url, from: 'no-reply@labshop.example' });
    try {
      await expect(
        mail.send({ to: 'anna@example.com', subject: 'Hi', text: 'Hello' }, { messageId: 'm-1', queuedAt: new Date() }),
      ).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      mail.close();
      await server.close();
    }
  });
});
