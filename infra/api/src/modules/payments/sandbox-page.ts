import { randomUUID } from 'node:crypto';
import { formatMoney } from '@labshop/shared-contracts/core';
import { paymentStatusPath, type SandboxOutcome } from '@labshop/shared-contracts/core/api/payments';
import { SANDBOX_CALLBACK_PATH } from './sandbox-provider';
import type { PaymentLine } from './payment-breakdown';
import { signSandboxCallback } from './sandbox-signature';

export interface SandboxPageModel {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  /** What the amount is made of, line by line, as the buyer saw it at checkout. */
  lines: readonly PaymentLine[];
  /** Whether the choices are still open (the payment is neither paid nor failed). */
  open: boolean;
}

/** The buttons, with the names a buyer (and a test) finds them by. */
export const SANDBOX_CHOICES: readonly { outcome: SandboxOutcome; label: string }[] = [
  { outcome: 'paid', label: 'Pay' },
  { outcome: 'failed', label: 'Fail' },
  { outcome: 'pending', label: 'Leave pending' },
];

/**
 * The sandbox provider's payment page: plain HTML that works without script, readable by screen readers, with
 * one signed form per choice. Every rendering signs new event ids, so a buyer who left the payment pending
 * can come back and pay, while a form sent twice is recognised as the same event.
 */
export function renderSandboxPage(model: SandboxPageModel, secret: string): string {
  const amount = escapeHtml(formatMoney(model.amountMinor, model.currency));
  const lines = model.lines
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.text)}</th><td>${escapeHtml(formatMoney(line.amountMinor, model.currency))}</td></tr>`,
    )
    .join('\n          ');
  const statusLink = `<a href="${escapeHtml(paymentStatusPath(model.orderId))}">See the order status</a>`;
  const forms = SANDBOX_CHOICES.map(({ outcome, label }) => {
    const eventId = randomUUID();
    const signature = signSandboxCallback(secret, { paymentId: model.paymentId, outcome, eventId });
    return `<form method="post" action="${SANDBOX_CALLBACK_PATH}">
        <input type="hidden" name="paymentId" value="${escapeHtml(model.paymentId)}">
        <input type="hidden" name="outcome" value="${outcome}">
        <input type="hidden" name="eventId" value="${eventId}">
        <input type="hidden" name="signature" value="${signature}">
        <button type="submit">${label}</button>
      </form>`;
  }).join('\n      ');
  const body = model.open
    ? `<p>Choose what the payment provider answers. Nothing is charged.</p>
      <div class="choices">
      ${forms}
      </div>`
    : `<p>This payment is already settled.</p><p>${statusLink}</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sandbox payment for order ${escapeHtml(model.orderNumber)} - Labshop</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
      .choices { display: flex; gap: 0.75rem; flex-wrap: wrap; }
      button { font: inherit; padding: 0.6rem 1.2rem; border: 2px solid #1a4d8f; border-radius: 0.4rem; background: #fff; color: #1a4d8f; cursor: pointer; }
      button:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
      a { color: #1a4d8f; }
      table { width: 100%; border-collapse: collapse; margin: 1rem 0 1.5rem; }
      caption { text-align: left; font-weight: 700; margin-bottom: 0.5rem; }
      th, td { padding: 0.4rem 0; border-bottom: 1px solid #d0d5dc; text-align: left; font-weight: 400; }
      td { text-align: right; white-space: nowrap; }
      tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sandbox payment</h1>
      <p>This is a test payment page; it takes no real money.</p>
      <p>Order ${escapeHtml(model.orderNumber)}</p>
      <table>
        <caption>What you pay</caption>
        <tbody>
          ${lines}
        </tbody>
        <tfoot>
          <tr><th scope="row">Amount to pay</th><td>${amount}</td></tr>
        </tfoot>
      </table>
      ${body}
    </main>
  </body>
</html>`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
