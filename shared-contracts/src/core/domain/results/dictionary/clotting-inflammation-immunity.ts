import { means, type AnalyteEntry } from './analyte-entry';

const CLOTTING_DOCTOR =
  'Talk to a doctor about a value outside the range, especially if you take blood thinners, bruise easily or bleed for long.';
const TUMOUR_MARKER_LOW = means('A low value is normal.');
const TUMOUR_MARKER_DOCTOR =
  'Talk to a doctor about a raised value: it is never a diagnosis on its own, and is usually repeated or followed by other tests.';

/** Blood clotting, inflammation, allergy, autoimmunity and tumour markers. */
export const CLOTTING_INFLAMMATION_AND_IMMUNITY_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['5902-2'],
    name: 'Prothrombin time (PT)',
    measures: 'How many seconds your blood takes to clot in the lab.',
    high: means(
      'A longer time than usual often follows blood thinners such as warfarin, low vitamin K or liver problems.',
    ),
    low: means('A slightly shorter time is not usually a concern.'),
    talkToDoctor: CLOTTING_DOCTOR,
  },
  {
    loincs: ['6301-6', '34714-6'],
    name: 'INR (clotting time compared with normal)',
    measures: 'Your clotting time compared with a standard, so results from any laboratory can be compared.',
    high: means(
      'An INR above the usual range means your blood takes longer to clot; people on warfarin are given their own target range.',
    ),
    low: means(
      'A low INR is not usually a concern unless you take warfarin, when it may mean the dose needs checking.',
    ),
    talkToDoctor:
      'If you take warfarin, tell the doctor or clinic who sets your dose. Otherwise talk to a doctor about a high value.',
  },
  {
    loincs: ['3173-2', '14979-9'],
    name: 'APTT (clotting time)',
    measures:
      'How many seconds your blood takes to clot along a second pathway, checked alongside the prothrombin time.',
    high: means(
      'A longer time can follow blood thinners such as heparin, a problem with the sample, or a lack of a clotting factor.',
    ),
    low: means('A slightly shorter time is not usually a concern.'),
    talkToDoctor: CLOTTING_DOCTOR,
  },
  {
    loincs: ['48065-7'],
    name: 'D-dimer',
    measures: 'A fragment made when a blood clot breaks down.',
    high: means(
      'A raised D-dimer is common after surgery or injury, in pregnancy, with infection and with age; it can also mean a blood clot.',
    ),
    low: means('A low value is normal and makes a fresh blood clot unlikely.'),
    talkToDoctor:
      'Talk to a doctor about a raised value; get help at once if you have a painful swollen leg, chest pain or sudden shortness of breath.',
  },
  {
    loincs: ['1988-5'],
    name: 'C-reactive protein (CRP)',
    measures: 'A protein the liver makes when there is inflammation or infection in the body.',
    high: {
      usuallyMeans: 'High CRP means there is inflammation somewhere in the body, most often an infection.',
      doesNotMean: 'It does not tell where the inflammation is or what causes it.',
      whenToSeeADoctor: 'See a doctor, sooner if you have a fever or pain.',
    },
    low: means('A low CRP is normal: no sign of inflammation was found.'),
    talkToDoctor: 'Talk to a doctor about a raised value, sooner if you have a fever or pain.',
  },
  {
    loincs: ['30522-7'],
    name: 'High-sensitivity CRP (hs-CRP)',
    measures: 'A very precise measure of low levels of inflammation, used to judge heart risk.',
    high: means(
      'A mildly raised value is linked with heart risk; a clearly raised value usually means a current infection or inflammation.',
    ),
    low: means('A low value is normal.'),
    talkToDoctor:
      'Talk to a doctor about your heart risk; a value taken during an infection is usually repeated later.',
  },
  {
    loincs: ['33959-8'],
    name: 'Procalcitonin',
    measures: 'A substance that rises mainly in bacterial infections.',
    high: means(
      'A raised value suggests a bacterial infection rather than a viral one; a high value needs a doctor soon.',
    ),
    low: means('A low value is normal and makes a serious bacterial infection less likely.'),
    talkToDoctor: 'Talk to a doctor about a raised value soon, at once if you feel very unwell.',
  },
  {
    loincs: ['19113-0'],
    name: 'Total IgE (allergy antibodies)',
    measures: 'The total amount of the antibodies that take part in allergic reactions.',
    high: means(
      'A raised value is common with allergies, asthma and eczema; it does not say what you are allergic to.',
    ),
    low: means('A low value is normal; it does not rule out an allergy.'),
    talkToDoctor: 'Talk to a doctor, who may test for specific allergies based on your symptoms.',
  },
  {
    loincs: ['11572-5'],
    name: 'Rheumatoid factor (RF)',
    measures: 'An antibody found in many people with rheumatoid arthritis, and in some healthy people.',
    high: means('A raised value can go with rheumatoid arthritis, but also with other conditions, infections and age.'),
    low: means('A low value is normal; it does not rule out arthritis.'),
    talkToDoctor: 'Talk to a doctor, especially if you have painful, swollen or stiff joints.',
  },
  {
    loincs: ['5370-2'],
    name: 'Antistreptolysin O (ASO)',
    measures: 'Antibodies that show a recent infection with streptococcus bacteria, such as a strep throat.',
    high: means('A raised value means a recent strep infection, often weeks before.'),
    low: means('A low value is normal.'),
    talkToDoctor: 'Talk to a doctor about a raised value, especially with joint pain, a rash or dark urine.',
  },
  {
    loincs: ['8061-4', '5048-4'],
    name: 'Antinuclear antibodies (ANA)',
    measures: 'Antibodies against the body’s own cells, looked for when an autoimmune condition is suspected.',
    abnormal: means(
      'A positive result, especially at a low titre, is common in healthy people; a higher titre can go with autoimmune conditions such as lupus.',
    ),
    talkToDoctor: 'Talk to a doctor, who will read it with your symptoms; a positive result alone is not a diagnosis.',
  },
  {
    loincs: ['31017-7', '46128-5'],
    name: 'Coeliac antibodies (tTG IgA)',
    measures: 'Antibodies that are raised in coeliac disease, a reaction to gluten.',
    high: means('A raised value suggests coeliac disease; it is usually confirmed by a specialist.'),
    low: means('A low value makes coeliac disease unlikely if you were eating gluten before the test.'),
    talkToDoctor: 'Talk to a doctor about a raised value, and keep eating gluten until you have seen them.',
  },
  {
    loincs: ['2857-1'],
    name: 'PSA (prostate-specific antigen)',
    measures: 'A protein made by the prostate gland.',
    high: means(
      'A raised PSA is common with an enlarged prostate, infection, recent ejaculation or cycling; it can also be a sign of prostate cancer.',
    ),
    low: TUMOUR_MARKER_LOW,
    talkToDoctor: TUMOUR_MARKER_DOCTOR,
  },
  {
    loincs: ['2039-6'],
    name: 'CEA (carcinoembryonic antigen)',
    measures: 'A protein used mainly to follow some cancers of the bowel during and after treatment.',
    high: means('A raised value is common in smokers and with inflammation; it can also be a sign of some cancers.'),
    low: TUMOUR_MARKER_LOW,
    talkToDoctor: TUMOUR_MARKER_DOCTOR,
  },
  {
    loincs: ['10334-1'],
    name: 'CA 125',
    measures: 'A protein used mainly to look into and follow some cancers of the ovary.',
    high: means(
      'A raised value is common with periods, pregnancy, endometriosis, fibroids and inflammation; it can also be a sign of ovarian cancer.',
    ),
    low: TUMOUR_MARKER_LOW,
    talkToDoctor: TUMOUR_MARKER_DOCTOR,
  },
];
