import { isProductionRun } from './realtime-settings';

type Env = Readonly<Record<string, string | undefined>>;

/** Database passwords this project's compose file once printed, and PostgreSQL's usual examples. */
export const PUBLISHED_DATABASE_PASSWORDS: readonly string[] = ['labshop', 'postgres', 'password'];
/** 128 bits written in hexadecimal; the API makes its own with 256. */
export const MIN_SIGNING_SECRET_LENGTH = 32;
/** Signing secrets an operator may give; left unset, the API makes each once and keeps it in the database. */
const SIGNING_SECRETS = ['PAYMENT_SANDBOX_SECRET', 'ORDER_TOKEN_SECRET', 'CAPTCHA_SECRET'] as const;

function databasePassword(databaseUrl: string): string | null {
  try {
    return decodeURIComponent(new URL(databaseUrl).password);
  } catch {
    return null;
  }
}

/**
 * With NODE_ENV=production (a run others can reach) a published or short secret is refused, naming the setting,
 * rather than guarding real patients' data. The realtime secret is checked with the realtime settings.
 */
export function productionSecretProblems(env: Env, databaseUrl: string | null): string[] {
  if (!isProductionRun(env)) return [];
  const problems: string[] = [];
  const password = databaseUrl === null ? null : databasePassword(databaseUrl);
  if (password !== null && PUBLISHED_DATABASE_PASSWORDS.includes(password.toLowerCase())) {
    problems.push(
      'DATABASE_URL has a published password: with NODE_ENV=production the API connects only with a password made for this installation (npm run setup:compose makes one for docker compose)',
    );
  }
  for (const name of SIGNING_SECRETS) {
    const value = env[name]?.trim() ?? '';
    if (value !== '' && value.length < MIN_SIGNING_SECRET_LENGTH) {
      problems.push(
        `${name} is shorter than ${MIN_SIGNING_SECRET_LENGTH} characters: with NODE_ENV=production leave it unset (the API makes its own) or give one made for this installation`,
      );
    }
  }
  return problems;
}
