import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { object, string } from 'superstruct';
import {
  PAYMENT_START_FAILED_MESSAGE,
  PaymentHistory,
  paymentStatusPath,
  StartPaymentAnswer,
} from '@labshop/shared-contracts/core/api/payments';
import { ErrorBody } from '@labshop/shared-contracts/core/api/errors';
import { ORDER_REFUND_PATHS, RefundOrderAnswer } from '@labshop/shared-contracts/core/api/order-refunds';
import { notFound } from '../../platform/errors';
import { accountOf, principalOf } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { orderCallerOf } from '../orders/order-caller';
import { InvalidSignatureError, type NotificationRequest } from './payment-provider';
import { PaymentStartError } from './service';
import { STRIPE_SIGNATURE_HEADER } from './stripe-provider';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature.';

/**
 * The page has no script and posts its forms to this origin only. Unlike the API's default policy it does not
 * upgrade requests to https, so the page also works on a local http site.
 */
const SANDBOX_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    `/${ORDER_REFUND_PATHS.refund(':orderId')}`,
    {
      preValidation: [actingAs('admin'), namingRecord('orderId')],
      schema: {
        summary: 'An administrator refunds a paid order: it is cancelled and its payment given back; 409 if not paid.',
        params: object({ orderId: string() }),
        response: { 200: RefundOrderAnswer },
      },
    },
    async (request) => fastify.payments.refundPaidOrder(request.params.orderId, accountOf(principalOf(request))),
  );

  fastify.post(
    '/orders/:orderId/payments',
    {
      schema: {
        summary: 'Starts (or, after a failure, retries) the online payment of an order the caller may see.',
        params: object({ orderId: string() }),
        response: { 200: StartPaymentAnswer, 201: StartPaymentAnswer, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const { orderId, caller } = await orderCallerOf(fastify, request, request.params.orderId);
      try {
        const started = await fastify.payments.start(caller, orderId);
        reply.code(started.created ? 201 : 200);
        return started.payment;
      } catch (error) {
        if (!(error instanceof PaymentStartError)) throw error;
        request.log.error({ err: error.cause, orderId }, 'A payment could not be started');
        // The product's payment failure text; the 5xx handler would hide the message, so it is answered here.
        reply.code(502);
        return { message: PAYMENT_START_FAILED_MESSAGE };
      }
    },
  );

  fastify.get(
    '/orders/:orderId/payments',
    {
      schema: {
        summary: 'Every attempt to pay an order the caller may see, oldest first.',
        params: object({ orderId: string() }),
        response: { 200: PaymentHistory },
      },
    },
    async (request) => {
      const { orderId, caller } = await orderCallerOf(fastify, request, request.params.orderId);
      return { payments: await fastify.payments.history(caller, orderId) };
    },
  );

  await fastify.register(sandboxRoutes);
  await fastify.register(stripeWebhookRoutes);
};

/** The sandbox provider's page and its signed callback; they exist only while the sandbox takes payments. */
const sandboxRoutes: FastifyPluginAsync = async (fastify) => {
  // The page's forms post as a browser does; this parser is scoped to these routes only.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const pageSchema = { summary: 'The offline sandbox payment page of one payment: Pay, Fail or Leave pending.' };
  fastify.get<{ Params: { paymentId: string } }>(
    '/payments/sandbox/:paymentId',
    { schema: pageSchema },
    async (request, reply) => {
      if (fastify.payments.provider.name !== 'sandbox' || !isRecordId(request.params.paymentId)) throw notFound();
      const page = await fastify.payments.sandboxPage(request.params.paymentId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', SANDBOX_PAGE_POLICY)
        .send(page);
    },
  );

  const callbackSchema = {
    summary: "The sandbox's signed answer for a payment (form or JSON); a bad signature is 400.",
  };
  fastify.post('/payments/sandbox/callback', { schema: callbackSchema }, async (request, reply) => {
    if (fastify.payments.provider.name !== 'sandbox') throw notFound();
    const fields = stringFields(request.body);
    const orderId = await notifyOrRefuse(request.log, reply, () =>
      fastify.payments.notify({ rawBody: null, fields, headers: request.headers }),
    );
    if (orderId === undefined) return { message: INVALID_SIGNATURE_MESSAGE };
    if (orderId === null) throw notFound();
    // The buyer's browser posted the page's form: send it on to the status page, as a provider's redirect would.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply.redirect(paymentStatusPath(orderId), 303);
    }
    return { received: true };
  });
};

/** Stripe signs the exact bytes it sends, so this route keeps the JSON body raw. */
const stripeWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const webhookSchema = {
    summary: "Stripe's signed event about a payment, checked on the raw body; a bad signature is 400.",
  };
  fastify.post('/payments/stripe/webhook', { schema: webhookSchema }, async (request, reply) => {
    if (fastify.payments.provider.name !== 'stripe') throw notFound();
    const rawBody = Buffer.isBuffer(request.body) ? request.body : null;
    const orderId = await notifyOrRefuse(request.log, reply, () =>
      fastify.payments.notify({
        rawBody,
        fields: {},
        headers: { [STRIPE_SIGNATURE_HEADER]: request.headers[STRIPE_SIGNATURE_HEADER] },
      }),
    );
    if (orderId === undefined) return { message: INVALID_SIGNATURE_MESSAGE };
    // Events we do not act on, and repeats, are acknowledged so Stripe stops sending them.
    return { received: true };
  });
};

/** The order the notification was about (null: none we know); undefined after refusing a bad signature with 400. */
async function notifyOrRefuse(
  log: FastifyBaseLogger,
  reply: FastifyReply,
  notify: () => Promise<{ orderId: string | null }>,
): Promise<string | null | undefined> {
  try {
    return (await notify()).orderId;
  } catch (error) {
    if (!(error instanceof InvalidSignatureError)) throw error;
    log.warn({ reason: error.message }, 'Payment notification refused: bad signature');
    reply.code(400);
    return undefined;
  }
}

function stringFields(body: unknown): NotificationRequest['fields'] {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export default paymentsRoutes;
