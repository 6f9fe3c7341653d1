import { testsTakenInCountry } from '@labshop/shared-contracts/core';

/** Says which country tests are taken in, wherever a patient chooses the place to give a sample. */
export function TestingCountryNote() {
  return <p>{testsTakenInCountry()}</p>;
}
