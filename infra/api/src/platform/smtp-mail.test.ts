import { startSmtpServer } from '../testing/local-smtp-server';
import { smtpMail } from './smtp-mail';

describe('e-mail through SMTP', () => {
  it('hands the message to the SMTP server with its sender, recipient, subject and text', async () => {
    const server = await startSmtpServer();
    const mail = smtpMail({ url: server.url, from: 'Labshop <no-reply@labshop.example>' });
    try {
      await mail.send({ to: 'anna@example.com', subject: 'Your code', text: 'Your Labshop code is 123456.' });
    } finally {
      mail.close();
      await server.close();
    }
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message).toMatchObject({ from: 'no-reply@labshop.example', to: ['anna@example.com'] });
    expect(message?.data).toContain('Subject: Your code');
    expect(message?.data).toContain('Your Labshop code is 123456.');
  });

  it('fails when the server refuses the message, so nothing is lost silently', async () => {
    const server = await startSmtpServer({ reject: true });
    const mail = smtpMail({ url: server.url, from: 'no-reply@labshop.example' });
    try {
      await expect(mail.send({ to: 'anna@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow(
        /Mailbox unavailable/,
      );
    } finally {
      mail.close();
      await server.close();
    }
  });
});
