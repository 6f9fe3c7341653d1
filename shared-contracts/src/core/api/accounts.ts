import { array, assign, enums, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { SEXES } from '../domain/validators/pesel';
import { SessionUser } from '../events/catalogue';

/**
 * The accounts API: registration, login, profile, patients, roles and password reset (docs/product-rules.md).
 * Paths are relative to the API base (`/api`). Bodies are JSON; a refused value answers 422 with
 * `ErrorBody` whose `errors` are keyed by the request field names below. Login lives in `patient-auth.ts`.
 */
export const ACCOUNT_PATHS = {
  logout: 'logout',
  user: 'user',
  registerPatient: 'register/patient',
  registerDoctor: 'register/doctor',
  smsCode: 'register/sms-code',
  smsCodeResend: 'register/sms-code/resend',
  passwordReset: 'password/reset',
  passwordResetWithToken: (token: string) => `password/reset/${encodeURIComponent(token)}`,
  profile: 'profile',
  profilePassword: 'profile/password',
  patients: 'profile/patients',
  patient: (patientId: string) => `profile/patients/${encodeURIComponent(patientId)}`,
  userRole: 'user/role',
  emailChange: 'profile/email',
  emailChangeConfirm: 'profile/email/confirm',
  phoneChange: 'profile/phone',
  phoneChangeConfirm: 'profile/phone/confirm',
} as const;

/** What the API answers (403) and the screens show for an action the caller's role may not take; word for word. */
export const FORBIDDEN_MESSAGE = 'It cannot be done.';

/**
 * Where the site sends a person whose session the API ended mid-use (401 to a request with a token: idle too long,
 * past its lifetime, or ended elsewhere), and what the login page then says.
 */
export const SESSION_EXPIRED_LOGIN_PATH = '/login?session=expired';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Log in again to continue.';

/** The roles an account may hold; doctor only once the licence number has been verified. */
export const ROLES = ['patient', 'doctor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// The sexes live with the PESEL number that encodes one; the shapes of the API name them here too.
export { SEXES };
export const AGE_GROUPS = ['child', 'adult'] as const;
/** By PESEL: the PESEL number identifies the patient. By phone: the phone does, and 'no PESEL number' may be chosen. */
export const REGISTRATION_METHODS = ['pesel', 'phone'] as const;

/** An answer that carries only a message for the person (logout, resend, reset, password change, delete). */
export const MessageAnswer = object({ message: string() });
export type MessageAnswer = Infer<typeof MessageAnswer>;

export const DefaultFacility = object({ id: string(), name: string(), city: string() });

/** GET /api/user: the session user plus the default collection point, under the name the product gives it. */
export const CurrentUser = assign(SessionUser, object({ default_facility: nullable(DefaultFacility) }));
export type CurrentUser = Infer<typeof CurrentUser>;

/**
 * POST /api/register/patient: the registration form. `pesel` is null only with method 'phone' and the
 * 'no PESEL number' option; then `birthDate` (ISO) is required. A given PESEL must agree with `birthDate` and `sex`.
 */
export const RegisterPatientRequest = object({
  method: enums(REGISTRATION_METHODS),
  email: string(),
  firstName: string(),
  lastName: string(),
  phone: string(),
  pesel: nullable(string()),
  birthDate: nullable(string()),
  sex: enums(SEXES),
  idCardNumber: string(),
  password: string(),
  passwordConfirmation: string(),
  termsAccepted: literal(true),
  marketingConsent: literal(true),
  contactConsent: literal(true),
  /** A solved challenge of GET /api/captcha; checked (and used up) before anything else. */
  captcha: optional(string()),
});
export type RegisterPatientRequest = Infer<typeof RegisterPatientRequest>;

/** POST /api/register/doctor: the patient form plus the medical licence number; the account waits for verification. */
export const RegisterDoctorRequest = assign(RegisterPatientRequest, object({ pwz: string() }));
export type RegisterDoctorRequest = Infer<typeof RegisterDoctorRequest>;

/** 201 to either registration: an SMS code went to `phone`; the code confirms `registrationId`. */
export const RegistrationAnswer = object({ registrationId: string(), phone: string() });
export type RegistrationAnswer = Infer<typeof RegistrationAnswer>;

/** POST /api/register/sms-code: a right code logs the new account in (answer: `LoginAnswer`); a wrong one is 422 on `code`. */
export const SmsCodeRequest = object({ registrationId: string(), code: string() });
export type SmsCodeRequest = Infer<typeof SmsCodeRequest>;

/** POST /api/register/sms-code/resend: answers `MessageAnswer`; 429 when asked again too soon. */
export const SmsCodeResendRequest = object({ registrationId: string() });
export type SmsCodeResendRequest = Infer<typeof SmsCodeResendRequest>;

/** POST /api/password/reset: answers `MessageAnswer` whether or not the account exists; 429 while a sent link is fresh. */
export const PasswordResetRequest = object({ email: string() });
export type PasswordResetRequest = Infer<typeof PasswordResetRequest>;

/** POST /api/password/reset/{token}: answers `MessageAnswer`; an expired or used token is 422 on `token`. */
export const NewPasswordRequest = object({ password: string(), passwordConfirmation: string() });
export type NewPasswordRequest = Infer<typeof NewPasswordRequest>;

export const Address = object({
  street: string(),
  houseNumber: string(),
  homeNumber: nullable(string()),
  postCode: string(),
  city: string(),
});
export type Address = Infer<typeof Address>;

/** GET /api/profile: the account holder's own details. E-mail and phone change through re-confirmation, not here. */
export const Profile = object({
  firstName: string(),
  lastName: string(),
  email: nullable(string()),
  phone: nullable(string()),
  pesel: nullable(string()),
  birthDate: nullable(string()),
  sex: nullable(enums(SEXES)),
  idCardNumber: nullable(string()),
  address: nullable(Address),
});
export type Profile = Infer<typeof Profile>;

/** PUT /api/profile: answers the updated `Profile`. Errors of address fields are keyed `address.street` etc. */
export const ProfileUpdate = object({
  firstName: string(),
  lastName: string(),
  idCardNumber: nullable(string()),
  address: Address,
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

/** PUT /api/profile/password: a wrong current password is 422 on `currentPassword`; other sessions end. */
export const PasswordChangeRequest = object({
  currentPassword: string(),
  password: string(),
  passwordConfirmation: string(),
});
export type PasswordChangeRequest = Infer<typeof PasswordChangeRequest>;

/**
 * A patient the account added besides its owner: a child 5-12 or an adult. `pesel` is null
 * with the 'no PESEL number' option.
 */
export const PatientInput = object({
  firstName: string(),
  lastName: string(),
  pesel: nullable(string()),
  birthDate: string(),
  sex: enums(SEXES),
  ageGroup: enums(AGE_GROUPS),
});
export type PatientInput = Infer<typeof PatientInput>;

export const AccountPatient = assign(PatientInput, object({ id: string() }));
export type AccountPatient = Infer<typeof AccountPatient>;

/** GET /api/profile/patients. POST adds one (answer: `AccountPatient`; a 6th is 422 on `patients`). */
export const PatientList = object({ patients: array(AccountPatient) });
export type PatientList = Infer<typeof PatientList>;

// PUT /api/profile/patients/{id} answers the `AccountPatient`; DELETE answers `MessageAnswer`.

/**
 * POST /api/user/role: the session acts in another role the account holds (the role switch). A role the
 * account does not hold is 403 `FORBIDDEN_MESSAGE`.
 */
export const RoleSwitchRequest = object({ role: enums(ROLES) });
export type RoleSwitchRequest = Infer<typeof RoleSwitchRequest>;

/**
 * The answer to a role switch: a new token for the session, which the site keeps from now on (the token it was sent
 * with stops working, so one taken before the switch cannot act in the new role), and the `CurrentUser` with the new
 * `activeRole`.
 */
export const RoleSwitchAnswer = object({ token: string(), user: CurrentUser });
export type RoleSwitchAnswer = Infer<typeof RoleSwitchAnswer>;

/**
 * POST /api/profile/email and POST /api/profile/phone: a code goes to the NEW address or number; the account keeps
 * the old one until the code comes back. A value that breaks the rules or is taken is 422 on `email` / `phone`;
 * asking again too soon or too often is 429.
 */
export const EmailChangeRequest = object({ email: string() });
export type EmailChangeRequest = Infer<typeof EmailChangeRequest>;
export const PhoneChangeRequest = object({ phone: string() });
export type PhoneChangeRequest = Infer<typeof PhoneChangeRequest>;

/** 202 to a change request: where the code went. */
export const ContactChangeAnswer = object({ message: string(), sentTo: string() });
export type ContactChangeAnswer = Infer<typeof ContactChangeAnswer>;

/**
 * POST /api/profile/email/confirm and /api/profile/phone/confirm: the right code replaces the old value and answers
 * the updated `Profile`; a wrong or expired code is 422 on `code`; too many wrong codes is 429.
 */
export const ContactChangeConfirmRequest = object({ code: string() });
export type ContactChangeConfirmRequest = Infer<typeof ContactChangeConfirmRequest>;
