import type { FastifyPluginAsync } from 'fastify';
import { defaulted, object, string } from 'superstruct';
import {
  CommissionLedger,
  DOCTOR_COMMISSION_PATHS,
  DoctorInvoiceList,
  IssueInvoicesAnswer,
  IssueInvoicesRequest,
} from '@labshop/shared-contracts/core/api/doctor-commission';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { actingAs, namingRecord, type RouteGuard } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/**
 * The doctor's commission ledger and monthly invoices, for a verified doctor acting as doctor (401 for a guest, 403
 * 'It cannot be done.' for anyone else); another doctor's invoice is 404. An administrator issues a month's invoices
 * by hand (the schedule issues last month's on the 1st).
 */
const doctorCommissionRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  const verifiedDoctorOnly: RouteGuard = async (request) => {
    requireUser(request);
    await fastify.referrals.verifiedDoctorOnly(principalOf(request));
  };

  fastify.get(
    `/${DOCTOR_COMMISSION_PATHS.ledger}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "Every line of the doctor's commission ledger, newest first, with its totals.",
        response: { 200: CommissionLedger },
      },
    },
    async (request) => fastify.doctorCommission.ledger(principalOf(request)),
  );

  fastify.get(
    `/${DOCTOR_COMMISSION_PATHS.invoices}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "The doctor's commission invoices of a month (?month=YYYY-MM).",
        querystring: object({ month: defaulted(string(), '') }),
        response: { 200: DoctorInvoiceList },
      },
    },
    async (request) => fastify.doctorCommission.invoices(principalOf(request), request.query.month),
  );

  fastify.get(
    `/${DOCTOR_COMMISSION_PATHS.invoicePdf(':invoiceId')}`,
    {
      preValidation: [verifiedDoctorOnly, namingRecord('invoiceId')],
      schema: {
        summary: "One of the doctor's own commission invoices (application/pdf); 404 for any other.",
        params: object({ invoiceId: string() }),
      },
    },
    async (request, reply) => {
      const invoice = await fastify.doctorCommission.invoicePdf(principalOf(request), request.params.invoiceId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .send(invoice.pdf);
    },
  );

  fastify.post(
    `/${DOCTOR_COMMISSION_PATHS.issueInvoices}`,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: "Issues every doctor's commission invoice for a month that has ended; run again, it changes nothing.",
        body: defaulted(IssueInvoicesRequest, {}),
        response: { 200: IssueInvoicesAnswer },
      },
    },
    async (request) => fastify.doctorCommission.issueInvoices(request.body.month),
  );
};

export default doctorCommissionRoutes;
