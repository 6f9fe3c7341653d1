import { MARKET } from '../market';

/** Field limits (docs/product-rules.md), shared by the forms and the API so both refuse the same values. */
export const PASSWORD_MIN_LENGTH = 8;
/** Our own bound, not the product's: what the password hash must process; matches the login request shape. */
export const PASSWORD_MAX_LENGTH = 255;

/** The market's national identity number (PESEL: 11 digits) and national phone number (9 digits). */
export const PESEL_LENGTH = MARKET.nationalId.digits;
export const PHONE_LENGTH = MARKET.phone.digits;
export const NIP_LENGTH = 10;
export const PWZ_LENGTH = 7;
export const NRB_LENGTH = 26;

export const SUBJECT_MIN_LENGTH = 3;
export const SUBJECT_MAX_LENGTH = 255;
export const MESSAGE_MIN_LENGTH = 3;
export const MESSAGE_MAX_LENGTH = 1000;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;

/** ISO date: the earliest accepted date of birth. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Other patients an account may add besides its own. */
export const MAX_EXTRA_PATIENTS = 5;
export const CHILD_MIN_AGE = 5;
export const CHILD_MAX_AGE = 12;
/** Our own choice, not the product's: the age of majority in Poland, where PESEL numbers come from. */
export const ADULT_MIN_AGE = 18;
