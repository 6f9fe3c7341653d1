/**
 * A browser that logged in to an account with the right password gets a device cookie (random, only its hash
 * kept). Logins to the account from that browser skip the slow-down that failures elsewhere cause, so whoever
 * guesses the password cannot lock the patient out. The cookie goes only to the login endpoint, never to script.
 */
export const DEVICE_COOKIE = 'labshop_device';
const DEVICE_COOKIE_PATH = '/api/patient/login';
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Base64url of 32 random bytes, as newToken makes them; anything else is not ours and is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The device token a browser sent in its Cookie header, if it sent one of ours. */
export function deviceTokenIn(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=');
    if (name === DEVICE_COOKIE && TOKEN_PATTERN.test(token)) return token;
  }
  return null;
}

/** The Set-Cookie value that gives the browser its device token; Secure when the visitor came over https. */
export function deviceCookie(token: string, https: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_LIFETIME_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}
