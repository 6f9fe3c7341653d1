import { array, enums, integer, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { SCREENING_TARGET_SEXES } from '../domain/pricing/item-attributes';

/**
 * What the modals that carry data are opened with (`modal:open` props) and settle with (`modal:settled` value). The
 * remote that opens one and the remote that draws it each check the shape, so neither trusts the bus blindly.
 */

const NamedThing = object({ id: string(), name: string() });

/** replaceServiceModal: a package being added includes tests already in the cart for the same patient. */
export const ReplaceServiceProps = object({
  package: NamedThing,
  tests: array(NamedThing),
  /** Whom the tests are for, when the cart has patients. */
  patientName: optional(string()),
});
export type ReplaceServiceProps = Infer<typeof ReplaceServiceProps>;
export const REPLACE_SERVICE_CHOICES = ['replace', 'keep-both'] as const;
export const ReplaceServiceChoice = object({ choice: enums(REPLACE_SERVICE_CHOICES) });
export type ReplaceServiceChoice = Infer<typeof ReplaceServiceChoice>;

/** A patient a screening programme is not meant for, and why. */
export const ScreeningMismatch = object({
  patientName: string(),
  reasons: array(enums(['sex', 'age'])),
});

/** screeningServiceWarningModal: a screening package whose target sex or age does not match a patient. */
export const ScreeningWarningProps = object({
  package: NamedThing,
  targetSex: enums(SCREENING_TARGET_SEXES),
  age: object({ from: integer(), to: nullable(integer()) }),
  mismatches: array(ScreeningMismatch),
});
export type ScreeningWarningProps = Infer<typeof ScreeningWarningProps>;
export const SCREENING_WARNING_CHOICES = ['go-on', 'choose-another'] as const;
export const ScreeningWarningChoice = object({ choice: enums(SCREENING_WARNING_CHOICES) });
export type ScreeningWarningChoice = Infer<typeof ScreeningWarningChoice>;

/** addVisitServiceToPatient: a visit service (a consultation) and the cart's patients to choose from. */
export const AddVisitServiceProps = object({
  service: object({ id: string(), name: string(), priceMinor: integer() }),
  currency: string(),
  patients: array(NamedThing),
  /** The patients it is for already, ticked when the dialog opens. */
  chosen: optional(array(string())),
});
export type AddVisitServiceProps = Infer<typeof AddVisitServiceProps>;
export const AddVisitServiceChoice = object({ patientIds: array(string()) });
export type AddVisitServiceChoice = Infer<typeof AddVisitServiceChoice>;

/** userHasActiveWeightLossProgramModal: the patient already follows a weight-loss programme. */
export const ActiveWeightLossProgramProps = object({
  programmeName: string(),
  /** Where the patient follows the programme's progress. */
  progressHref: string(),
  patientName: optional(string()),
});
export type ActiveWeightLossProgramProps = Infer<typeof ActiveWeightLossProgramProps>;
export const ActiveWeightLossProgramChoice = object({ choice: literal('progress') });
export type ActiveWeightLossProgramChoice = Infer<typeof ActiveWeightLossProgramChoice>;
