/** Where the doctor's practice screens live in the doctor area (see the route manifest). */
export const PRACTICE_ROUTES = {
  overview: '/doctor',
  issue: '/doctor/area/issue-referral',
  referrals: '/doctor/area/referrals',
  statistics: '/doctor/area/statistics',
  patients: '/doctor/area/my-patients',
  patient: (accountId: string) => `/doctor/area/my-patients/${encodeURIComponent(accountId)}`,
} as const;
