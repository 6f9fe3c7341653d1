import type { RouteObject } from 'react-router-dom';
import { DOCTOR_VERIFICATION_PAGE } from '@labshop/shared-contracts/core';
import { manifestTitle, NotFound } from '@labshop/shared-contracts/web/remote-kit';
import { DoctorAreaLayout, type DoctorAreaSection } from '../features/doctor-area/doctor-area-layout';
import { CommissionPage } from '../features/doctor-commission/commission-page';
import { InvoicesPage } from '../features/doctor-invoices/invoices-page';
import { AppointmentPage } from '../features/booking/appointment-page';
import { ChooseDatePage } from '../features/booking/choose-date-page';
import { FindDoctorPage } from '../features/booking/find-doctor-page';
import { DoctorCardPage } from '../features/doctor-card/doctor-card-page';
import { AVAILABILITY_PATH, AvailabilityPage } from '../features/doctor-availability/availability-page';
import { SCHEDULE_PATH, SchedulePage } from '../features/doctor-schedule/schedule-page';
import { ProfilePage } from '../features/doctor-profile/profile-page';
import { VerificationPage } from '../features/doctor-verification/verification-page';
import { PROFILE_PATH } from '../lib/doctor-area-paths';
import { VisitRoomPage } from '../features/visit-room/visit-room-page';
import { OverviewPage } from '../features/doctor-overview/overview-page';
import { IssueReferralPage } from '../features/issue-referral/issue-referral-page';
import { PRACTICE_ROUTES } from '../features/practice/practice-paths';
import { PracticePatientPage } from '../features/practice-patients/practice-patient-page';
import { PracticePatientsPage } from '../features/practice-patients/practice-patients-page';
import { ReferralTableScreen } from '../features/referral-table/referral-table-page';
import { StatisticsPage } from '../features/referral-statistics/statistics-page';
import { PatientResultsPage } from '../features/shared-results/patient-results-page';
import { SharedPatientsPage } from '../features/shared-results/shared-patients-page';
import { SharedResultPage } from '../features/shared-results/shared-result-page';
import { SHARED_RESULTS_ROUTES } from '../features/shared-results/shared-results-paths';

/** The sections of the doctor area a doctor can use now, named as the route manifest titles them. */
export const DOCTOR_AREA_SECTIONS: readonly DoctorAreaSection[] = [
  { path: PRACTICE_ROUTES.issue, label: manifestTitle(PRACTICE_ROUTES.issue) },
  { path: PRACTICE_ROUTES.referrals, label: manifestTitle(PRACTICE_ROUTES.referrals) },
  { path: PRACTICE_ROUTES.statistics, label: manifestTitle(PRACTICE_ROUTES.statistics) },
  { path: PRACTICE_ROUTES.patients, label: manifestTitle(PRACTICE_ROUTES.patients) },
  { path: SHARED_RESULTS_ROUTES.patients, label: manifestTitle(SHARED_RESULTS_ROUTES.patients) },
  { path: PROFILE_PATH, label: manifestTitle(PROFILE_PATH) },
  { path: '/doctor/area/commission', label: manifestTitle('/doctor/area/commission') },
  { path: '/doctor/area/invoices', label: manifestTitle('/doctor/area/invoices') },
  { path: SCHEDULE_PATH, label: manifestTitle(SCHEDULE_PATH) },
  { path: AVAILABILITY_PATH, label: manifestTitle(AVAILABILITY_PATH) },
];

/** Every page of the doctors' part, as data, so a test can check it serves each path the manifest gives it. */
export const DOCTOR_ROUTES: RouteObject[] = [
  { path: DOCTOR_VERIFICATION_PAGE, element: <VerificationPage /> },
  { path: '/doctor/:slug', element: <DoctorCardPage /> },
  {
    // The doctor area's pages share its navigation; the public doctor cards and bookings do not.
    element: <DoctorAreaLayout sections={DOCTOR_AREA_SECTIONS} />,
    children: [
      { path: '/doctor', element: <OverviewPage sections={DOCTOR_AREA_SECTIONS} /> },
      { path: PRACTICE_ROUTES.issue, element: <IssueReferralPage /> },
      { path: PRACTICE_ROUTES.referrals, element: <ReferralTableScreen /> },
      { path: PRACTICE_ROUTES.statistics, element: <StatisticsPage /> },
      { path: PRACTICE_ROUTES.patients, element: <PracticePatientsPage /> },
      { path: '/doctor/area/my-patients/:accountId', element: <PracticePatientPage /> },
      { path: '/doctor/area/patients', element: <SharedPatientsPage /> },
      { path: '/doctor/area/patients/:accountId', element: <PatientResultsPage /> },
      { path: '/doctor/area/patients/:accountId/results/:resultId', element: <SharedResultPage /> },
      { path: PROFILE_PATH, element: <ProfilePage /> },
      { path: '/doctor/area/commission', element: <CommissionPage /> },
      { path: '/doctor/area/invoices', element: <InvoicesPage /> },
      { path: SCHEDULE_PATH, element: <SchedulePage /> },
      { path: AVAILABILITY_PATH, element: <AvailabilityPage /> },
    ],
  },
  { path: '/appointment', element: <FindDoctorPage /> },
  { path: '/appointment/choose-date/:visitId', element: <ChooseDatePage /> },
  { path: '/appointment/selected/:visitId', element: <AppointmentPage /> },
  { path: '/appointment/room/:visitId', element: <VisitRoomPage /> },
  { path: '*', element: <NotFound /> },
];
