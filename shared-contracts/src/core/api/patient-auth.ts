import { object, size, string, type Infer } from 'superstruct';
import { SessionUser } from '../events/catalogue';

/** POST /api/patient/login: the login is an e-mail address or a phone number. */
export const LoginRequest = object({
  login: size(string(), 1, 254),
  password: size(string(), 1, 255),
});
export type LoginRequest = Infer<typeof LoginRequest>;

/** A successful login answers the token and the user; both are kept for the session. */
export const LoginAnswer = object({ token: string(), user: SessionUser });
export type LoginAnswer = Infer<typeof LoginAnswer>;
