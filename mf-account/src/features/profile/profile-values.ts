import {
  optional,
  validateFirstName,
  validateIdCardNumber,
  validateLastName,
  validateRequired,
} from '@labshop/shared-contracts/core';
import type { Profile, ProfileUpdate } from '@labshop/shared-contracts/core';
import { textRule, validateWith } from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

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
export const ProfileStruct = type({
  firstName: textRule(validateFirstName),
  lastName: textRule(validateLastName),
  idCardNumber: textRule(validateOptionalIdCard),
  street: textRule((street) => validateRequired(street, 'Street')),
  houseNumber: textRule((houseNumber) => validateRequired(houseNumber, 'House number')),
  postCode: textRule((postCode) => validateRequired(postCode, 'Post code')),
  city: textRule((city) => validateRequired(city, 'City')),
});

export const validateProfile = validateWith(ProfileStruct);

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
