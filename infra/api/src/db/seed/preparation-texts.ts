/** Preparation that many tests share, written once so every page says it the same way. */
export const FASTING_TEXT = 'Fast for 8–12 hours before the sample; plain water is allowed. Come in the morning.';
export const BIOTIN_TEXT =
  'If you take biotin (vitamin B7) or a supplement containing it, stop 2 days before: it can distort the result.';
export const CYCLE_DAY_TEXT =
  'Women: the day of the cycle matters. Ask your doctor which day to test (often days 2–5).';
export const SWAB_TEXT = 'Do not eat, drink, smoke or brush your teeth for 2 hours before the swab.';
export const MIDSTREAM_URINE_TEXT =
  'First morning urine, midstream, in a sterile container from the collection point or a pharmacy.';
export const FIRST_VOID_URINE_TEXT = 'First urine of the stream, at least 1 hour after you last passed urine.';
export const GLUTEN_TEXT = 'Keep eating gluten as usual for at least 6 weeks before the test.';
export const STOOL_TEXT =
  'Collect a small stool sample in the container from the collection point and bring it within 24 hours.';
export const TROUGH_LEVEL_TEXT =
  'Give the sample just before your next dose (usually in the morning, 12 hours after the last one), and take ' +
  'the dose afterwards. Tell us the time of the last dose.';
export const GENETIC_TEXT =
  'No preparation: a genetic result does not depend on food, time of day or medicines. The result comes with a ' +
  'written report; talk it over with your doctor or a genetic counsellor.';
export const CERVICAL_TEXT =
  'Taken by a gynaecologist or midwife at a collection point with a gynaecology room. Not during a period; no ' +
  'intercourse, pessaries or vaginal medicines for 48 hours before.';
