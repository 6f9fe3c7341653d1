/** Where the doctor keeps the profile and payout settings; pages that need a published card send the doctor there. */
export const PROFILE_PATH = '/doctor/area/profile';
