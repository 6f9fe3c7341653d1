import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { API_URL } from './ports';

/** The demo accounts the API writes with DEMO_ACCOUNTS (one published password, demo data only). */
export const DEMO = {
  doctor: 'doctor@labshop.test',
  patient: 'patient@labshop.test',
  password: 'Demo-Labshop-2026!',
} as const;

/** Logs in through the API and, for a doctor, switches the session to act as one; answers the session. */
export async function sessionOf(
  request: APIRequestContext,
  login: string,
  role: 'patient' | 'doctor',
): Promise<LoginAnswer> {
  const answer = await request.post(`${API_URL}/api/patient/login`, { data: { login, password: DEMO.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const session = (await answer.json()) as LoginAnswer;
  if (role === 'patient') return session;
  const switched = await request.post(`${API_URL}/api/user/role`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { role },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  // The switch answers the current user with its default facility; the session event carries the session's fields.
  const { token, user } = (await switched.json()) as LoginAnswer & { user: { default_facility?: unknown } };
  const { default_facility: _facility, ...sessionUser } = user;
  return { token, user: sessionUser };
}

/**
 * Opens a page of the remote signed in. Alone, the remote has no shell to log in with: the test tells the page's
 * event bus about the session, as the shell would, then moves to the page inside the remote's router.
 */
export async function openSignedIn(page: Page, session: LoginAnswer, path: string): Promise<void> {
  await page.goto('/doctor/anna-nowak');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(
    ({ user, token, to }) => {
      const holder = globalThis as unknown as Record<symbol, { emit: (name: string, payload: unknown) => void }>;
      holder[Symbol.for('labshop.event-bus')]?.emit('session:changed', { user, token });
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { user: session.user, token: session.token, to: path },
  );
  await settle(page);
}

/** Waits until nothing loads and nothing is busy, then checks WCAG 2.2 AA with axe. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target) }));
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
