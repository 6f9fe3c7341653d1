import type { FastifyPluginAsync } from 'fastify';
import { defaulted, object, optional, string } from 'superstruct';
import { DoctorReferral } from '@labshop/shared-contracts/core/api/referrals';
import {
  DOCTOR_PRACTICE_PATHS,
  DoctorOverview,
  PatientSearchAnswer,
  PracticePatientAnswer,
  PracticePatientsAnswer,
  ReferralQuote,
  ReferralQuoteRequest,
  ReferralStatistics,
  ReferralStatisticsQuery,
  ReferralTablePage,
  ReferralTableQuery,
} from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import type { RouteGuard } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { referralTableCsv } from './referral-csv';

const SearchQuery = object({ q: optional(string()) });
const PatientPath = object({ accountId: string() });
const ReferralPath = object({ referralId: string() });

/**
 * The doctor's practice: the month's overview, the referral table and its CSV, the statistics, the patients, and
 * the referral form's patient search and price quote. Each answers a verified doctor acting as doctor about their own
 * referrals and patients only: 401 for a guest, 403 for anyone else, before the query is read.
 */
const practiceRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const practice = fastify.referralPractice;

  const verifiedDoctorOnly: RouteGuard = async (request) => {
    requireUser(request);
    await fastify.referrals.verifiedDoctorOnly(principalOf(request));
  };

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.overview}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "The doctor's month at a glance and the latest referrals.",
        response: { 200: DoctorOverview },
      },
    },
    async (request) => practice.overview(principalOf(request)),
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.referralTable}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "A page of the doctor's referrals, filtered by status, days of issue and patient, sorted.",
        querystring: ReferralTableQuery,
        response: { 200: ReferralTablePage },
      },
    },
    async (request) => practice.table(principalOf(request), request.query),
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.referralTableCsv}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: 'Every referral the table filter names, as CSV (text/csv), in the order asked.',
        querystring: ReferralTableQuery,
      },
    },
    async (request, reply) => {
      const rows = await practice.tableRows(principalOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="referrals.csv"')
        .send(referralTableCsv(rows));
    },
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.referral(':referralId')}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "One of the doctor's referrals with its tests and place, for the edit form; 404 for any other.",
        params: ReferralPath,
        response: { 200: DoctorReferral },
      },
    },
    async (request) => practice.referral(principalOf(request), request.params.referralId),
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.statistics}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: 'Per month: referrals issued and paid, conversion, revenue and commission; the top tests referred.',
        querystring: ReferralStatisticsQuery,
        response: { 200: ReferralStatistics },
      },
    },
    async (request) => practice.statistics(principalOf(request), request.query),
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.patientSearch}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "The referral form's patient search: the doctor's patients by name, PESEL or phone, or a whole one.",
        querystring: SearchQuery,
        response: { 200: PatientSearchAnswer },
      },
    },
    async (request) => ({
      patients: await practice.searchPatients(principalOf(request), request.query.q ?? '', request.ip),
    }),
  );

  fastify.post(
    `/${DOCTOR_PRACTICE_PATHS.referralQuote}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: 'What the patient would pay and the doctor earn for a referral, before it is sent.',
        body: defaulted(ReferralQuoteRequest, {}),
        response: { 200: ReferralQuote },
      },
    },
    async (request) => practice.quote(principalOf(request), request.body),
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.patients}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "The doctor's patients: those referred and those sharing their results, by name.",
        querystring: SearchQuery,
        response: { 200: PracticePatientsAnswer },
      },
    },
    async (request) => ({ patients: await practice.patients(principalOf(request), request.query.q) }),
  );

  fastify.get(
    `/${DOCTOR_PRACTICE_PATHS.patient(':accountId')}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "One of the doctor's patients with the referrals the doctor issued them; 404 for anyone else.",
        params: PatientPath,
        response: { 200: PracticePatientAnswer },
      },
    },
    async (request) => practice.patient(principalOf(request), request.params.accountId),
  );
};

export default practiceRoutes;
