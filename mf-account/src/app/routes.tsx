import type { RouteObject } from 'react-router-dom';
import { comingSoon, NotFound } from '@labshop/shared-contracts/remote-kit';
import { LoginPage } from '../features/login/login-page';
import { NewPasswordPage } from '../features/password-reset/new-password-page';
import { ResetRequestPage } from '../features/password-reset/reset-request-page';
import { PatientsPage } from '../features/patients/patients-page';
import { ProfilePage } from '../features/profile/profile-page';
import { DoctorRegisterPage, RegisterPage } from '../features/register/register-page';
import { SmsCodePage } from '../features/register/sms-code-page';
import { SecurityPage } from '../features/security/security-page';

/** Every page of the account, as data, so a test can check it serves each path the manifest gives it. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/register/doctor', element: <DoctorRegisterPage /> },
  { path: '/register/sms-code', element: <SmsCodePage /> },
  { path: '/password/reset', element: <ResetRequestPage /> },
  { path: '/password/reset/:token', element: <NewPasswordPage /> },
  comingSoon('/account'),
  { path: '/account/profile', element: <ProfilePage /> },
  { path: '/account/security', element: <SecurityPage /> },
  { path: '/account/patients', element: <PatientsPage /> },
  comingSoon('/account/results'),
  comingSoon('/account/results/archive'),
  comingSoon('/account/results/:resultId'),
  comingSoon('/account/orders'),
  comingSoon('/account/orders/:orderId'),
  comingSoon('/account/visits'),
  comingSoon('/account/doctors'),
  { path: '*', element: <NotFound /> },
];
