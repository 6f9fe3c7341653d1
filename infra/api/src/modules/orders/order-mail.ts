import { formatMoney, homeVisitText, quoteLineText } from '@labshop/shared-contracts/core';
import { paymentRetryPath, paymentStatusPath } from '@labshop/shared-contracts/core/api/payments';
import type { OrderDetails } from '@labshop/shared-contracts/core/api/orders';
import type { MailMessage } from '../../platform/outbox';

/**
 * The order confirmation the buyer gets once the order is placed. Its links carry a signed, expiring token of the
 * order, so a guest can follow and pay the order from any browser or device.
 */
export function orderConfirmationMail(order: OrderDetails, siteUrl: string, linkToken: string): MailMessage {
  const where =
    order.location.kind === 'collection-point'
      ? `at the collection point ${order.location.facilityName}`
      : `at home in ${order.location.cityName}${order.homeVisit ? `, on ${homeVisitText(order.homeVisit)}` : ''}`;
  const payment =
    order.paymentMethod === 'online'
      ? 'You chose to pay online. The order is confirmed once the payment is received.'
      : 'You chose to pay at the centre, at your visit.';
  const lines = breakdownText(order);
  return {
    to: order.email,
    subject: `Your order ${order.number}`,
    text: [
      `Thank you for your order ${order.number}.`,
      '',
      ...lines,
      `Total: ${formatMoney(order.totalMinor, order.currency)}`,
      '',
      `Samples are taken ${where}.`,
      payment,
      `Order status: ${orderStatusLink(order.id, siteUrl, linkToken)}`,
      ...(order.paymentMethod === 'online'
        ? [`If the payment did not go through, pay here: ${orderRetryLink(order.id, siteUrl, linkToken)}`]
        : []),
    ].join('\n'),
  };
}

/** The order's lines worded as the cart, checkout and payment page word them, one per line of the message. */
export function breakdownText(order: Pick<OrderDetails, 'lines' | 'patients' | 'currency'>): string[] {
  const people = order.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
  }));
  return order.lines.map(
    (line) => `- ${quoteLineText(line, people)}: ${formatMoney(line.amountMinor, order.currency)}`,
  );
}

export function orderStatusLink(orderId: string, siteUrl: string, linkToken: string): string {
  return withToken(paymentStatusPath(orderId), siteUrl, linkToken);
}

export function orderRetryLink(orderId: string, siteUrl: string, linkToken: string): string {
  return withToken(paymentRetryPath(orderId), siteUrl, linkToken);
}

function withToken(path: string, siteUrl: string, linkToken: string): string {
  const link = new URL(path, siteUrl);
  link.searchParams.set('token', linkToken);
  return link.toString();
}

/** The message the buyer gets once an online payment is received. */
export function paymentReceivedMail(order: { email: string; number: string; totalMinor: number; currency: string }) {
  return {
    to: order.email,
    subject: `Payment received for order ${order.number}`,
    text: `We have received your payment of ${formatMoney(order.totalMinor, order.currency)} for order ${order.number}. Thank you.`,
  } satisfies MailMessage;
}
