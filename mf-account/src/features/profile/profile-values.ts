import {
  optional,
  validateFirstName,
  validateIdCardNumber,
  validateLastName,
  validateRequired,
} from '@labshop/shared-contracts/core';
import type { Profile, ProfileUpdate } from '@labshop/shared-contracts/core';

export interface ProfileValues {
  firstName?: string;
  lastName?: string;
  idCardNumber?: string;
  street?: string;
  houseNumber?: string;
  homeNumber?: string;
  postCode?: string;
  city?: string;
}

type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'idCardNumber',
  'street',
  'houseNumber',
  'homeNumber',
  'postCode',
  'city',
] as const;

/** The API keys errors of the address by their path in the request. */
export const PROFILE_API_NAMES = {
  'address.street': 'street',
  'address.houseNumber': 'houseNumber',
  'address.homeNumber': 'homeNumber',
  'address.postCode': 'postCode',
  'address.city': 'city',
} as const;

const validateOptionalIdCard = optional(validateIdCardNumber);

/** Names 2-255; street, house number, post code and city required; an ID card number, when given, valid. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const rules: ProfileErrors = {
    firstName: validateFirstName(values.firstName ?? '') ?? undefined,
    lastName: validateLastName(values.lastName ?? '') ?? undefined,
    idCardNumber: validateOptionalIdCard(values.idCardNumber) ?? undefined,
    street: validateRequired(values.street, 'Street') ?? undefined,
    houseNumber: validateRequired(values.houseNumber, 'House number') ?? undefined,
    postCode: validateRequired(values.postCode, 'Post code') ?? undefined,
    city: validateRequired(values.city, 'City') ?? undefined,
  };
  return Object.fromEntries(Object.entries(rules).filter(([, message]) => message !== undefined));
}

export function profileToValues(profile: Profile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    idCardNumber: profile.idCardNumber ?? '',
    street: profile.address?.street ?? '',
    houseNumber: profile.address?.houseNumber ?? '',
    homeNumber: profile.address?.homeNumber ?? '',
    postCode: profile.address?.postCode ?? '',
    city: profile.address?.city ?? '',
  };
}

export function toProfileUpdate(values: ProfileValues): ProfileUpdate {
  const text = (value?: string) => (value ?? '').trim();
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    idCardNumber: text(values.idCardNumber) || null,
    address: {
      street: text(values.street),
      houseNumber: text(values.houseNumber),
      homeNumber: text(values.homeNumber) || null,
      postCode: text(values.postCode),
      city: text(values.city),
    },
  };
}
