import { means, type AnalyteEntry } from './analyte-entry';

const THYROID_DOCTOR = 'Talk to a doctor, who will read your thyroid tests together and with how you feel.';
const CYCLE_NOTE =
  'In women the normal level changes through the menstrual cycle, in pregnancy and after the menopause.';
const HORMONE_DOCTOR =
  'Talk to a doctor, who will read it with your age, sex, the day of your cycle and any medicines.';

/** The thyroid, sex hormones, stress hormones and pregnancy. */
export const HORMONE_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['3016-3'],
    name: 'TSH (thyroid-stimulating hormone)',
    measures: 'The hormone from the pituitary gland that tells the thyroid how hard to work.',
    low: {
      usuallyMeans: 'Low TSH often means the thyroid is overactive, or too high a dose of thyroid medicine.',
      doesNotMean: 'It does not by itself tell the cause.',
      whenToSeeADoctor: 'See a doctor, who may add free T4 and T3 tests.',
    },
    high: {
      usuallyMeans: 'High TSH often means the thyroid is underactive.',
      doesNotMean: 'A slightly high value does not always need treatment.',
      whenToSeeADoctor: 'See a doctor, who may add a free T4 test.',
    },
    talkToDoctor: THYROID_DOCTOR,
  },
  {
    loincs: ['3024-7', '14920-3'],
    name: 'Free T4 (thyroxine)',
    measures: 'The main hormone the thyroid makes, which sets how fast the body uses energy.',
    high: means('A high free T4 usually means the thyroid is overactive, or too high a dose of thyroid medicine.'),
    low: means('A low free T4 usually means the thyroid is underactive.'),
    talkToDoctor: THYROID_DOCTOR,
    molarMass: 776.87,
  },
  {
    loincs: ['3051-0', '14928-6'],
    name: 'Free T3 (triiodothyronine)',
    measures: 'The active thyroid hormone, made from T4.',
    high: means('A high free T3 usually means the thyroid is overactive.'),
    low: means('A low free T3 can go with an underactive thyroid, but also with any recent illness or fasting.'),
    talkToDoctor: THYROID_DOCTOR,
    molarMass: 650.97,
  },
  {
    loincs: ['8099-4'],
    name: 'Thyroid antibodies (anti-TPO)',
    measures: 'Antibodies against an enzyme of the thyroid gland.',
    high: means(
      'A raised level means the immune system is acting against the thyroid, the most common cause of an underactive thyroid; many people with it have normal thyroid hormones.',
    ),
    low: means('A low value is normal: no sign of the immune system acting against the thyroid.'),
    talkToDoctor: 'Talk to a doctor about a raised value, who may check your TSH from time to time.',
  },
  {
    loincs: ['2143-6', '14675-3'],
    name: 'Cortisol',
    measures: 'The stress hormone made by the adrenal glands; it is highest in the morning.',
    high: means(
      'A raised value often follows stress, illness, poor sleep, the pill or steroid medicines, or a sample taken at the wrong time.',
    ),
    low: means('A low morning value can follow steroid medicines; less often the adrenal glands make too little.'),
    talkToDoctor: 'Talk to a doctor, who will read it with the time the sample was taken and your medicines.',
    molarMass: 362.46,
  },
  {
    loincs: ['2842-3'],
    name: 'Prolactin',
    measures: 'A hormone from the pituitary gland that makes breast milk.',
    high: means(
      'A raised value often follows stress, a recent breast examination, pregnancy, breastfeeding or some medicines.',
    ),
    low: means('A low value is usually not a concern.'),
    talkToDoctor: 'Talk to a doctor about a raised value, who may repeat it at rest in the morning.',
  },
  {
    loincs: ['2986-8', '14913-8'],
    name: 'Testosterone (total)',
    measures: 'The main male sex hormone, also made in smaller amounts by women.',
    high: means(
      'In women a raised value can go with polycystic ovary syndrome; in men it can follow testosterone or steroid use.',
    ),
    low: means(
      'In men a low value is common with excess weight, poor sleep, illness or age, and is highest in the morning.',
    ),
    talkToDoctor: HORMONE_DOCTOR,
    molarMass: 288.42,
  },
  {
    loincs: ['2991-8'],
    name: 'Testosterone (free)',
    measures: 'The part of testosterone that is not bound to proteins and can act on the body.',
    high: means(
      'In women a raised value can go with polycystic ovary syndrome; in men it can follow testosterone or steroid use.',
    ),
    low: means('In men a low value is common with excess weight, poor sleep, illness or age.'),
    talkToDoctor: HORMONE_DOCTOR,
    molarMass: 288.42,
  },
  {
    loincs: ['2243-4', '14715-7'],
    name: 'Oestradiol (E2)',
    measures: `The main female sex hormone. ${CYCLE_NOTE}`,
    high: means('A high value is normal around ovulation and in pregnancy; it can also follow hormone treatment.'),
    low: means('A low value is normal after the menopause and early in the cycle.'),
    talkToDoctor: HORMONE_DOCTOR,
    molarMass: 272.38,
  },
  {
    loincs: ['10501-5'],
    name: 'LH (luteinising hormone)',
    measures: `A pituitary hormone that triggers ovulation in women and testosterone production in men. ${CYCLE_NOTE}`,
    high: means('A high value is normal around ovulation and after the menopause.'),
    low: means('A low value can follow the pill, stress, weight loss or hard training.'),
    talkToDoctor: HORMONE_DOCTOR,
  },
  {
    loincs: ['15067-2'],
    name: 'FSH (follicle-stimulating hormone)',
    measures: `A pituitary hormone that helps eggs mature in women and sperm form in men. ${CYCLE_NOTE}`,
    high: means('A high value is normal after the menopause; earlier it can mean the ovaries are slowing down.'),
    low: means('A low value can follow the pill, stress, weight loss or hard training.'),
    talkToDoctor: HORMONE_DOCTOR,
  },
  {
    loincs: ['2839-9'],
    name: 'Progesterone',
    measures: `A hormone that prepares the womb for pregnancy; it rises after ovulation. ${CYCLE_NOTE}`,
    high: means('A high value is normal after ovulation and in pregnancy.'),
    low: means(
      'A low value in the second half of the cycle can mean ovulation did not happen in that cycle; it is normal in the first half.',
    ),
    talkToDoctor: HORMONE_DOCTOR,
    molarMass: 314.46,
  },
  {
    loincs: ['2191-5'],
    name: 'DHEA-S',
    measures: 'A hormone made by the adrenal glands that the body turns into sex hormones; it falls with age.',
    high: means('In women a raised value can go with polycystic ovary syndrome; it can also follow supplements.'),
    low: means('A low value is common with age and with steroid medicines.'),
    talkToDoctor: HORMONE_DOCTOR,
    molarMass: 368.5,
  },
  {
    loincs: ['2731-8'],
    name: 'Parathyroid hormone (PTH)',
    measures: 'The hormone that controls the calcium level in the blood.',
    high: means(
      'A raised value often goes with low vitamin D or reduced kidney function; less often the parathyroid glands are overactive.',
    ),
    low: means('A low value can go with a high calcium from another cause, or follow neck surgery.'),
    talkToDoctor: 'Talk to a doctor, who will read it with your calcium and vitamin D.',
    molarMass: 9425,
  },
  {
    loincs: ['38476-8'],
    name: 'AMH (egg reserve)',
    measures: 'A hormone from the ovaries that gives an idea of how many eggs remain.',
    high: means('A high value is common in young women and in polycystic ovary syndrome.'),
    low: means('A low value means fewer eggs remain; it does not tell whether you can get pregnant naturally.'),
    talkToDoctor: 'Talk to a doctor or fertility specialist, who will read it with your age.',
    // As laboratories convert it: 1 ng/mL is 7.14 pmol/L.
    molarMass: 140000,
  },
  {
    loincs: ['21198-7', '19080-1'],
    name: 'Pregnancy hormone (beta-hCG)',
    measures:
      'The hormone made in pregnancy; the amount shows whether you are pregnant and how the pregnancy is growing.',
    high: means('A raised value usually means pregnancy; a doctor follows how it changes over a few days.'),
    low: means('A low value usually means you are not pregnant, or that it is very early.'),
    talkToDoctor: 'Talk to a doctor or midwife about the result, at once if you have pain or bleeding.',
  },
];
