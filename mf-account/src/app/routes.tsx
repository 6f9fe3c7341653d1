import type { RouteObject } from 'react-router-dom';
import { AreaLayout, NotFound } from '@labshop/shared-contracts/web/remote-kit';
import { ACCOUNT_SECTIONS } from '../features/account-area/account-sections';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AdminPage } from '../features/admin/admin-page';
import { LoginPage } from '../features/login/login-page';
import { OrderDetailsPage } from '../features/orders/order-details-page';
import { OrdersPage } from '../features/orders/orders-page';
import { NewPasswordPage } from '../features/password-reset/new-password-page';
import { ResetRequestPage } from '../features/password-reset/reset-request-page';
import { PatientsPage } from '../features/patients/patients-page';
import { ProfilePage } from '../features/profile/profile-page';
import { DoctorRegisterPage, RegisterPage } from '../features/register/register-page';
import { SmsCodePage } from '../features/register/sms-code-page';
import { SecurityPage } from '../features/security/security-page';
import { ArchivePage } from '../features/results/archive-page';
import { VisitsPage } from '../features/visits/visits-page';
import { DoctorsPage } from '../features/results/doctors/doctors-page';
import { ResultPage } from '../features/results/result-page';
import { ResultsPage } from '../features/results/results-page';

/** Every page of the account, as data, so a test can check it serves each path the manifest gives it. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/register/doctor', element: <DoctorRegisterPage /> },
  { path: '/register/sms-code', element: <SmsCodePage /> },
  { path: '/password/reset', element: <ResetRequestPage /> },
  { path: '/password/reset/:token', element: <NewPasswordPage /> },
  {
    // The signed-in account's pages share its navigation; logging in, registering and the administration do not.
    element: <AreaLayout label="Your account" sections={ACCOUNT_SECTIONS} />,
    children: [
      { path: '/account', element: <DashboardPage /> },
      { path: '/account/profile', element: <ProfilePage /> },
      { path: '/account/security', element: <SecurityPage /> },
      { path: '/account/patients', element: <PatientsPage /> },
      { path: '/account/results', element: <ResultsPage /> },
      { path: '/account/results/archive', element: <ArchivePage /> },
      { path: '/account/results/:resultId', element: <ResultPage /> },
      { path: '/account/orders', element: <OrdersPage /> },
      { path: '/account/orders/:orderId', element: <OrderDetailsPage /> },
      { path: '/account/visits', element: <VisitsPage /> },
      { path: '/account/doctors', element: <DoctorsPage /> },
    ],
  },
  { path: '/account/admin', element: <AdminPage /> },
  { path: '*', element: <NotFound /> },
];
