import { means, type AnalyteEntry, type DirectionMeaning } from './analyte-entry';

function liverEnzymeHigh(name: string): DirectionMeaning {
  return {
    usuallyMeans: `A raised ${name} often follows alcohol, some medicines, excess weight or hard exercise.`,
    doesNotMean: 'A mildly raised value does not mean liver disease.',
    whenToSeeADoctor: 'See a doctor for a repeat test, sooner if your skin or eyes turn yellow.',
  };
}

const LIVER_DOCTOR =
  'Talk to a doctor about a raised value, who will read it with your other liver tests; sooner if your skin or eyes turn yellow.';
const KIDNEY_DOCTOR =
  'Talk to a doctor, who will read it with your other kidney tests; a single value is often repeated before anything is decided.';
const LOW_ENZYME = means('A low value is not a concern.');

/** The liver, pancreas, kidneys, heart and the proteins of the blood. */
export const LIVER_KIDNEY_AND_HEART_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['1742-6'],
    name: 'ALT (liver enzyme)',
    measures: 'An enzyme found mainly in the liver; it leaks into the blood when liver cells are irritated or damaged.',
    high: liverEnzymeHigh('ALT'),
    low: LOW_ENZYME,
    talkToDoctor: LIVER_DOCTOR,
  },
  {
    loincs: ['1920-8'],
    name: 'AST (liver and muscle enzyme)',
    measures: 'An enzyme found in the liver, heart and muscles; it rises when those cells are irritated or damaged.',
    high: liverEnzymeHigh('AST'),
    low: LOW_ENZYME,
    talkToDoctor: LIVER_DOCTOR,
  },
  {
    loincs: ['2324-2'],
    name: 'GGT (liver enzyme)',
    measures: 'A liver enzyme that is sensitive to alcohol, some medicines and problems with the flow of bile.',
    high: means(
      'A raised GGT often follows regular alcohol, some medicines or excess weight; less often a problem with bile flow.',
    ),
    low: LOW_ENZYME,
    talkToDoctor: LIVER_DOCTOR,
  },
  {
    loincs: ['6768-6'],
    name: 'Alkaline phosphatase (ALP)',
    measures: 'An enzyme made mainly in the liver and the bones.',
    high: means(
      'A raised ALP is normal in growing children and in pregnancy; otherwise it can point to the liver, the bile ducts or the bones.',
    ),
    low: means('A low value is uncommon and usually not a concern; it can go with low zinc or magnesium.'),
    talkToDoctor: 'Talk to a doctor about a raised value in an adult, who will read it with your other liver tests.',
  },
  {
    loincs: ['1975-2', '14631-6'],
    name: 'Bilirubin (total)',
    measures: 'A yellow substance made when old red blood cells are broken down and cleared by the liver.',
    high: means(
      'A slightly raised bilirubin is often harmless, for example with Gilbert’s syndrome or after fasting; higher values can point to the liver, the bile ducts or red cells breaking down.',
    ),
    low: means('A low value is not a concern.'),
    talkToDoctor: 'Talk to a doctor about a raised value, at once if your skin or the whites of your eyes turn yellow.',
    molarMass: 584.66,
  },
  {
    loincs: ['1798-8'],
    name: 'Amylase',
    measures: 'An enzyme made by the pancreas and the salivary glands that helps digest starch.',
    high: means(
      'A raised amylase can come from the pancreas or the salivary glands; a high value with belly pain needs a doctor.',
    ),
    low: LOW_ENZYME,
    talkToDoctor: 'Talk to a doctor about a raised value, at once if you have severe belly pain.',
  },
  {
    loincs: ['3040-3'],
    name: 'Lipase',
    measures: 'An enzyme made by the pancreas that helps digest fat.',
    high: means(
      'A raised lipase usually points to the pancreas; a much raised value with belly pain needs a doctor at once.',
    ),
    low: LOW_ENZYME,
    talkToDoctor: 'Talk to a doctor about a raised value, at once if you have severe belly pain.',
  },
  {
    loincs: ['1751-7'],
    name: 'Albumin',
    measures: 'The main protein in your blood, made by the liver; it keeps fluid in the blood vessels.',
    high: means('A high albumin usually means dehydration.'),
    low: means('A low albumin can follow illness, inflammation, poor nutrition, or liver or kidney problems.'),
    talkToDoctor: 'Talk to a doctor about a low value, who will look for the cause.',
  },
  {
    loincs: ['2885-2'],
    name: 'Total protein',
    measures: 'All the proteins in your blood, mainly albumin and antibodies.',
    high: means('A high value often means dehydration, or long-lasting inflammation or infection.'),
    low: means('A low value can follow poor nutrition, or liver, kidney or gut problems.'),
    talkToDoctor: 'Talk to a doctor if it is outside the range; it is read with your albumin.',
  },
  {
    loincs: ['2157-6'],
    name: 'Creatine kinase (CK)',
    measures: 'An enzyme released when muscles are strained or damaged.',
    high: means(
      'A raised CK very often follows hard exercise, a fall or an injection; some medicines such as statins raise it too.',
    ),
    low: means('A low value is not a concern; it is common in people with less muscle.'),
    talkToDoctor: 'Talk to a doctor about a clearly raised value, at once with muscle pain, weakness or dark urine.',
  },
  {
    loincs: ['2160-0', '14682-9'],
    name: 'Creatinine',
    measures: 'A waste product of muscles that the kidneys filter out; it shows how well the kidneys work.',
    low: {
      usuallyMeans: 'Low creatinine usually reflects a smaller muscle mass.',
      doesNotMean: 'It does not mean a kidney problem.',
      whenToSeeADoctor: 'Usually no action is needed; mention it at your next visit.',
    },
    high: {
      usuallyMeans:
        'High creatinine can mean the kidneys filter less well, but also follows dehydration, a meat-rich meal or hard exercise.',
      doesNotMean: 'A single high value does not mean kidney disease.',
      whenToSeeADoctor: 'See a doctor for a repeat test and a check of kidney function.',
    },
    talkToDoctor: KIDNEY_DOCTOR,
    molarMass: 113.12,
  },
  {
    loincs: ['98979-8', '62238-1', '33914-3', '48642-3'],
    name: 'eGFR (kidney filtration)',
    measures: 'An estimate of how much blood your kidneys filter each minute, worked out from your creatinine and age.',
    high: means('A high value is usually not a concern.'),
    low: means(
      'A lower value can mean the kidneys filter less well; dehydration, a meat-rich meal and muscle mass can also lower a single result.',
    ),
    talkToDoctor: KIDNEY_DOCTOR,
  },
  {
    loincs: ['3091-6', '22664-7'],
    name: 'Urea',
    measures: 'A waste product made when the body breaks down protein, removed by the kidneys.',
    high: means(
      'A raised urea often means dehydration or a high-protein diet; it can also mean the kidneys filter less well.',
    ),
    low: means('A low urea is usually not a concern; it can follow a low-protein diet or pregnancy.'),
    talkToDoctor: KIDNEY_DOCTOR,
    molarMass: 60.06,
  },
  {
    // Urea nitrogen counts only the two nitrogen atoms of each urea molecule.
    loincs: ['3094-0', '14937-7'],
    name: 'Urea nitrogen (BUN)',
    measures: 'The nitrogen in urea, a waste product of protein that the kidneys remove.',
    high: means(
      'A raised value often means dehydration or a high-protein diet; it can also mean the kidneys filter less well.',
    ),
    low: means('A low value is usually not a concern.'),
    talkToDoctor: KIDNEY_DOCTOR,
    molarMass: 28.014,
  },
  {
    loincs: ['3084-1', '14933-6'],
    name: 'Uric acid',
    measures: 'A waste product of the breakdown of purines, found in food and the body’s own cells.',
    high: means(
      'A raised uric acid is common with a purine-rich diet, alcohol, excess weight and some water tablets; it can lead to gout.',
    ),
    low: means('A low value is usually not a concern.'),
    talkToDoctor: 'Talk to a doctor about a raised value, sooner if a joint becomes hot, red and painful.',
    molarMass: 168.11,
  },
  {
    loincs: ['13965-9'],
    name: 'Homocysteine',
    measures: 'An amino acid in the blood that rises when vitamins B12, B6 or folate are low.',
    high: means(
      'A raised value often goes with low vitamin B12 or folate, smoking or reduced kidney function; it is linked with heart risk.',
    ),
    low: means('A low value is not a concern.'),
    talkToDoctor: 'Talk to a doctor about a raised value, who may check your vitamin B12 and folate.',
  },
  {
    loincs: ['33762-6'],
    name: 'NT-proBNP (heart strain)',
    measures: 'A substance the heart releases when it is under strain.',
    high: means(
      'A raised value can mean the heart is working harder than usual; it also rises with age and with reduced kidney function.',
    ),
    low: means('A low value is not a concern: it makes heart failure unlikely.'),
    talkToDoctor: 'Talk to a doctor about a raised value, at once if you are short of breath or your ankles swell.',
  },
];
