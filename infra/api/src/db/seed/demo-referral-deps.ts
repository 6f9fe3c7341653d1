import { createDirectoryService } from '../../modules/accounts/service';
import { createCatalogueService } from '../../modules/catalogue/service';
import { findPatientAccount } from '../../modules/doctor-access/find-patient';
import { createLocationsService } from '../../modules/locations/service';
import type { ReferralsDependencies } from '../../modules/referrals/service';
import type { Database } from '../client';

/**
 * What the referrals module asks of accounts, doctor access, locations and the catalogue, built from the database
 * alone: the demo data is written before any app exists.
 */
export function demoReferralDeps(
  db: Database,
): Pick<ReferralsDependencies, 'people' | 'findPatient' | 'shopItems' | 'placesAndTests'> {
  const catalogue = createCatalogueService(db);
  return {
    people: createDirectoryService({ db }),
    findPatient: (lookup, body) => findPatientAccount(db, lookup, body),
    shopItems: catalogue.shopItems,
    placesAndTests: { placesOf: createLocationsService(db).placesOf, itemCodes: catalogue.itemCodes },
  };
}
