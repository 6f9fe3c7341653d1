import type { FieldError } from './field-error';
import { NAME_MAX_LENGTH } from './limits';
import { validateNip } from './nip';
import { isBlank } from './required';
import { validateTextLength } from './text-length';

export interface CompanyFields {
  /** A person billing in their own name, without a company. */
  individual: boolean;
  companyName: string;
  nip: string;
}

export interface CompanyErrors {
  companyName: FieldError;
  nip: FieldError;
}

/** A company needs its name and NIP; an individual needs neither, but a NIP that is given must be valid. */
export function validateCompany({ individual, companyName, nip }: CompanyFields): CompanyErrors {
  if (individual) return { companyName: null, nip: isBlank(nip) ? null : validateNip(nip) };
  return {
    companyName: validateTextLength(companyName, { label: 'company name', min: 1, max: NAME_MAX_LENGTH }),
    nip: validateNip(nip),
  };
}
