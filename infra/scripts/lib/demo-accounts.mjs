// The demo accounts `npm start` writes (DEMO_ACCOUNTS) and prints. The API writes them with exactly these
// logins and password (infra/api/src/db/seed/demo-accounts-people.ts); a test there checks the two agree.

const TRUTHY = ['1', 'true', 'yes'];

export const DEMO_ACCOUNT_LOGINS = [
  { role: 'Patient', login: 'patient@labshop.test', note: 'results, a family member, a referral to buy' },
  { role: 'Doctor', login: 'doctor@labshop.test', note: 'switch role to Doctor: a shared patient' },
  { role: 'Admin', login: 'admin@labshop.test', note: 'switch role to Admin: a lab delivery to review' },
];
export const DEMO_ACCOUNT_PASSWORD = 'Demo-Labshop-2026!';

/**
 * DEMO_ACCOUNTS as `npm start` runs the API: the caller's value when set; otherwise on, but only for the
 * site's own embedded database with the demo catalogue. A DATABASE_URL may hold real patients, and known
 * passwords never go beside them unless asked for by name.
 */
export function demoAccountsSetting(env = process.env) {
  const set = env.DEMO_ACCOUNTS?.trim();
  if (set) return set;
  const ownDatabase = !env.DATABASE_URL?.trim();
  const seedSetting = env.SEED_DEMO_DATA?.trim().toLowerCase();
  const catalogue = !seedSetting || TRUTHY.includes(seedSetting);
  return ownDatabase && catalogue ? 'true' : 'false';
}

export const demoAccountsOn = (setting) => TRUTHY.includes(setting.toLowerCase());

/** What `npm start` prints under the site's address. */
export function demoAccountLines() {
  const width = Math.max(...DEMO_ACCOUNT_LOGINS.map(({ login }) => login.length));
  return [
    'Demo accounts, for local use only (their password is public):',
    ...DEMO_ACCOUNT_LOGINS.map(({ role, login, note }) => `  ${`${role}:`.padEnd(9)}${login.padEnd(width)}  ${note}`),
    `  Password: ${DEMO_ACCOUNT_PASSWORD}`,
  ];
}
