import { means, type AnalyteEntry, type DirectionMeaning } from './analyte-entry';

function dipstick(usuallyMeans: string): DirectionMeaning {
  return {
    usuallyMeans,
    doesNotMean: 'A dipstick result alone does not confirm a disease.',
    whenToSeeADoctor: 'See a doctor, sooner if you have pain, fever or burning when passing urine.',
  };
}

const URINE_DOCTOR =
  'Talk to a doctor about an unexpected result, sooner if you have pain, fever or burning when passing urine.';

/** The general urine test: what the sample looks like, the dipstick and the microscope. */
export const URINE_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['5778-6'],
    name: 'Urine colour',
    measures: 'The colour of your urine, from pale straw to dark yellow.',
    abnormal: means(
      'Dark urine often means you drank little; red or brown urine can come from food, medicines or blood.',
    ),
    talkToDoctor: 'Talk to a doctor about red, brown or very dark urine that does not clear when you drink more.',
  },
  {
    loincs: ['5767-9', '32167-9'],
    name: 'Urine appearance',
    measures: 'Whether your urine is clear or cloudy.',
    abnormal: means('Cloudy urine is often harmless (crystals or mucus), but can go with an infection.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['5811-5', '2965-2'],
    name: 'Urine concentration (specific gravity)',
    measures: 'How concentrated your urine is.',
    high: means('Concentrated urine usually means you drank little before the test.'),
    low: means('Dilute urine usually means you drank a lot before the test.'),
    talkToDoctor:
      'Talk to a doctor if it stays outside the range, especially if you are very thirsty or pass a lot of urine.',
  },
  {
    loincs: ['5803-2', '2756-5'],
    name: 'Urine pH (acidity)',
    measures: 'How acidic your urine is; it changes with what you eat and drink.',
    high: means('Less acidic urine can follow a diet rich in vegetables, or go with some urinary infections.'),
    low: means('More acidic urine can follow a diet rich in meat, or fasting.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['20454-5'],
    name: 'Protein in urine',
    measures: 'Whether there is protein in your urine, which healthy kidneys keep in the blood.',
    abnormal: dipstick('Protein in urine can follow exercise, fever or dehydration, or point to the kidneys.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['5804-0'],
    name: 'Protein in urine',
    measures: 'How much protein is in your urine, which healthy kidneys keep in the blood.',
    high: dipstick('Protein in urine can follow exercise, fever or dehydration, or point to the kidneys.'),
    low: means('A low value is normal.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['25428-4'],
    name: 'Sugar in urine',
    measures: 'Whether there is sugar (glucose) in your urine.',
    abnormal: dipstick(
      'Sugar in urine usually means the blood sugar is high, as in diabetes; some medicines cause it too.',
    ),
    talkToDoctor: 'Talk to a doctor about sugar in your urine, who may check your blood sugar.',
  },
  {
    loincs: ['5792-7'],
    name: 'Sugar in urine',
    measures: 'How much sugar (glucose) is in your urine.',
    high: dipstick(
      'Sugar in urine usually means the blood sugar is high, as in diabetes; some medicines cause it too.',
    ),
    low: means('A low value is normal.'),
    talkToDoctor: 'Talk to a doctor about sugar in your urine, who may check your blood sugar.',
  },
  {
    loincs: ['2514-8'],
    name: 'Ketones in urine',
    measures: 'Whether there are ketones in your urine, made when the body burns fat for energy.',
    abnormal: dipstick('Ketones often follow fasting, a low-carbohydrate diet, vomiting or hard exercise.'),
    talkToDoctor: 'Talk to a doctor about ketones in your urine, at once if you have diabetes and feel unwell.',
  },
  {
    loincs: ['5797-6'],
    name: 'Ketones in urine',
    measures: 'How many ketones are in your urine; they are made when the body burns fat for energy.',
    high: dipstick('Ketones often follow fasting, a low-carbohydrate diet, vomiting or hard exercise.'),
    low: means('A low value is normal.'),
    talkToDoctor: 'Talk to a doctor about ketones in your urine, at once if you have diabetes and feel unwell.',
  },
  {
    loincs: ['5770-3'],
    name: 'Bilirubin in urine',
    measures: 'Whether there is bilirubin, a yellow substance cleared by the liver, in your urine.',
    abnormal: dipstick('Bilirubin in urine can point to the liver or the bile ducts.'),
    talkToDoctor: 'Talk to a doctor about bilirubin in your urine, at once if your skin or eyes turn yellow.',
  },
  {
    loincs: ['5818-0'],
    name: 'Urobilinogen in urine',
    measures: 'A substance made from bilirubin in the gut, a small amount of which is normal in urine.',
    abnormal: dipstick('A raised amount can point to the liver, or to red cells breaking down faster than usual.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['5794-3'],
    name: 'Blood in urine',
    measures: 'Whether there are traces of blood in your urine that cannot be seen.',
    abnormal: dipstick(
      'Traces of blood often come from a period, hard exercise or an infection; sometimes from the kidneys or bladder.',
    ),
    talkToDoctor:
      'Talk to a doctor about blood in your urine that is not explained by a period, who may repeat the test.',
  },
  {
    loincs: ['5802-4'],
    name: 'Nitrite in urine',
    measures: 'Whether there is nitrite in your urine, made by some bacteria.',
    abnormal: dipstick('Nitrite in urine is often a sign of bacteria, as in a urinary tract infection.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['5799-2'],
    name: 'White cells in urine (leukocyte esterase)',
    measures: 'Whether your urine holds an enzyme from white blood cells, a sign of inflammation.',
    abnormal: dipstick('It often goes with a urinary tract infection; it can also come from the vagina in women.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['13945-1'],
    name: 'Red cells in urine (microscope)',
    measures: 'The number of red blood cells seen in your urine under a microscope.',
    high: means(
      'More red cells than usual often come from a period, hard exercise or an infection; sometimes from the kidneys or bladder.',
    ),
    low: means('A low number is normal.'),
    talkToDoctor: 'Talk to a doctor about red cells in your urine that are not explained by a period.',
  },
  {
    loincs: ['5821-4'],
    name: 'White cells in urine (microscope)',
    measures: 'The number of white blood cells seen in your urine under a microscope.',
    high: means('More white cells than usual often go with a urinary tract infection.'),
    low: means('A low number is normal.'),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['11277-1'],
    name: 'Skin cells in urine (microscope)',
    measures: 'Cells from the skin around the urethra, seen under a microscope.',
    high: means('Many skin cells usually mean the sample was not a clean midstream one, so it may need repeating.'),
    low: means('A low number is normal.'),
    talkToDoctor: 'Usually no action is needed; a doctor may ask for a new sample.',
  },
  {
    loincs: ['25145-4'],
    name: 'Bacteria in urine (microscope)',
    measures: 'Whether bacteria are seen in your urine under a microscope.',
    abnormal: means(
      'Bacteria can mean a urinary infection, or that the sample was contaminated; a culture tells which.',
    ),
    talkToDoctor: URINE_DOCTOR,
  },
  {
    loincs: ['5796-8'],
    name: 'Casts in urine (microscope)',
    measures: 'Tiny tube-shaped particles formed in the kidneys, seen under a microscope.',
    high: means('A few clear (hyaline) casts are common after exercise or with little to drink.'),
    low: means('A low number is normal.'),
    talkToDoctor: 'Talk to a doctor if the test is repeated and casts are still found.',
  },
];
