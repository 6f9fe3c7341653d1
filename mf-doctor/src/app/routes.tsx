import type { RouteObject } from 'react-router-dom';
import { comingSoon, NotFound } from '@labshop/shared-contracts/remote-kit';
import { DoctorCardPage } from '../features/doctor-card/doctor-card-page';
import { PatientResultsPage } from '../features/shared-results/patient-results-page';
import { SharedPatientsPage } from '../features/shared-results/shared-patients-page';
import { SharedResultPage } from '../features/shared-results/shared-result-page';

/** Every page of the doctors' part, as data, so a test can check it serves each path the manifest gives it. */
export const DOCTOR_ROUTES: RouteObject[] = [
  { path: '/doctor/:slug', element: <DoctorCardPage /> },
  comingSoon('/doctor'),
  { path: '/doctor/area/patients', element: <SharedPatientsPage /> },
  { path: '/doctor/area/patients/:accountId', element: <PatientResultsPage /> },
  { path: '/doctor/area/patients/:accountId/results/:resultId', element: <SharedResultPage /> },
  comingSoon('/doctor/area/:section'),
  comingSoon('/appointment/choose-date/:visitId'),
  comingSoon('/appointment/selected/:visitId'),
  { path: '*', element: <NotFound /> },
];
