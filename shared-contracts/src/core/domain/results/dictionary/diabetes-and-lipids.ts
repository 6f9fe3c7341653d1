import { means, type AnalyteEntry, type DirectionMeaning } from './analyte-entry';

const GLUCOSE_MOLAR_MASS = 180.16;
/** Cholesterol in any lipoprotein is counted as cholesterol itself. */
const CHOLESTEROL_MOLAR_MASS = 386.65;
/** Triglycerides are counted as triolein, as laboratories convert them. */
const TRIGLYCERIDE_MOLAR_MASS = 885.4;

const LOW_GLUCOSE: DirectionMeaning = {
  usuallyMeans: 'Low glucose can follow a long fast, hard exercise or diabetes medicines.',
  doesNotMean: 'It does not mean you have diabetes.',
  whenToSeeADoctor: 'See a doctor, at once if you feel shaky, sweaty or confused.',
};

const HIGH_GLUCOSE: DirectionMeaning = {
  usuallyMeans: 'High glucose is often seen when the sample was not taken fasting, or in prediabetes or diabetes.',
  doesNotMean: 'One high value does not confirm diabetes.',
  whenToSeeADoctor: 'See a doctor for a repeat fasting test or an HbA1c test.',
};

const GLUCOSE_DOCTOR =
  'Talk to a doctor if it is outside the range, and at once if you feel shaky, confused, very thirsty or pass a lot of urine.';

function lipidHigh(name: string): DirectionMeaning {
  return {
    usuallyMeans: `${name} above the range is linked with diet, weight, activity and family history.`,
    doesNotMean: 'It does not mean you have heart disease or need medicine straight away.',
    whenToSeeADoctor: 'Discuss your overall heart risk with a doctor at a routine visit.',
  };
}

const HEART_RISK_DOCTOR =
  'Talk to a doctor at a routine visit about your overall heart risk, which also depends on blood pressure, smoking, age and family history.';

/** After a glucose drink: how quickly the body brings blood sugar back down. */
function glucoseAfterDrink(loincs: readonly string[], hours: 1 | 2): AnalyteEntry {
  const after = hours === 1 ? '1 hour' : '2 hours';
  return {
    loincs,
    name: `Glucose ${after} after a glucose drink`,
    measures: `Your blood sugar ${after} after drinking a measured glucose drink, as part of a glucose tolerance test.`,
    high: means(
      'A high value means your body cleared the sugar more slowly than usual, which can point to prediabetes, diabetes or, in pregnancy, gestational diabetes.',
    ),
    low: means('A low value after the drink is uncommon; the body sometimes releases extra insulin in response to it.'),
    talkToDoctor: 'Talk to a doctor about a high value; it is read together with your fasting glucose.',
    molarMass: GLUCOSE_MOLAR_MASS,
  };
}

/** Blood sugar, insulin and blood fats. */
export const DIABETES_AND_LIPID_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['2345-7', '14749-6'],
    name: 'Glucose',
    measures: 'The sugar level in your blood, the body’s main source of energy.',
    low: LOW_GLUCOSE,
    high: HIGH_GLUCOSE,
    talkToDoctor: GLUCOSE_DOCTOR,
    molarMass: GLUCOSE_MOLAR_MASS,
  },
  {
    loincs: ['1558-6', '14771-0'],
    name: 'Glucose (fasting)',
    measures: 'The sugar level in your blood after at least 8 hours without food.',
    low: LOW_GLUCOSE,
    high: {
      usuallyMeans:
        'A high fasting value can point to prediabetes or diabetes; illness, stress and some medicines raise it too.',
      doesNotMean: 'One high value does not confirm diabetes.',
      whenToSeeADoctor: 'See a doctor for a repeat fasting test or an HbA1c test.',
    },
    talkToDoctor: GLUCOSE_DOCTOR,
    molarMass: GLUCOSE_MOLAR_MASS,
  },
  glucoseAfterDrink(['1507-3'], 1),
  glucoseAfterDrink(['1518-0', '14995-5', '20436-2'], 2),
  {
    loincs: ['4548-4', '17856-6', '59261-8'],
    name: 'HbA1c (average blood sugar)',
    measures:
      'How much sugar is attached to your red blood cells: your average blood sugar over the last 2 to 3 months.',
    high: {
      usuallyMeans: 'High HbA1c means blood sugar has been raised over the past two to three months.',
      doesNotMean: 'A value just above the range does not mean you have diabetes.',
      whenToSeeADoctor: 'See a doctor to confirm it and discuss diet, activity or treatment.',
    },
    low: means(
      'A low value is uncommon; it can follow blood loss, a blood transfusion or conditions that shorten the life of red cells.',
    ),
    talkToDoctor: 'Talk to a doctor about a value above the range: it is used to find and follow diabetes.',
    // The IFCC units (mmol/mol) follow from the older percentage by the master equation used by laboratories.
    formulas: [
      { from: '%', to: 'mmol/mol', scale: 10.929, offset: -23.5 },
      { from: 'mmol/mol', to: '%', scale: 1 / 10.929, offset: 23.5 / 10.929 },
    ],
  },
  {
    loincs: ['20448-7'],
    name: 'Insulin',
    measures: 'The hormone that moves sugar from the blood into the body’s cells, usually measured fasting.',
    high: means(
      'A high fasting insulin often means insulin resistance, where the body needs more insulin to keep blood sugar normal; it is common with excess weight and little activity.',
    ),
    low: means(
      'A low value with normal blood sugar is usually not a concern; with high blood sugar it can mean the body makes too little insulin.',
    ),
    talkToDoctor: 'Talk to a doctor, who will read it together with your glucose.',
  },
  {
    loincs: ['2093-3', '14647-2'],
    name: 'Total cholesterol',
    measures: 'All the cholesterol in your blood, a fat the body needs but which can build up in the arteries.',
    high: lipidHigh('Total cholesterol'),
    low: means(
      'A low value is usually not a concern; very low values are sometimes seen with an overactive thyroid or poor nutrition.',
    ),
    talkToDoctor: HEART_RISK_DOCTOR,
    molarMass: CHOLESTEROL_MOLAR_MASS,
  },
  {
    loincs: ['2085-9', '14646-4'],
    name: 'HDL cholesterol',
    measures: 'The “good” cholesterol, which carries cholesterol away from the arteries.',
    low: {
      usuallyMeans: 'Low HDL ("good") cholesterol is linked with less exercise, smoking and excess weight.',
      doesNotMean: 'It does not mean you have heart disease.',
      whenToSeeADoctor: 'Discuss your overall heart risk with a doctor at a routine visit.',
    },
    high: means('A high HDL is usually not a concern.'),
    talkToDoctor: HEART_RISK_DOCTOR,
    molarMass: CHOLESTEROL_MOLAR_MASS,
  },
  {
    loincs: ['13457-7', '18262-6', '22748-8', '39469-2'],
    name: 'LDL cholesterol',
    measures: 'The “bad” cholesterol, which can build up in the walls of the arteries.',
    high: lipidHigh('LDL cholesterol'),
    low: means('A low LDL is usually not a concern.'),
    talkToDoctor: HEART_RISK_DOCTOR,
    molarMass: CHOLESTEROL_MOLAR_MASS,
  },
  {
    loincs: ['43396-1'],
    name: 'Non-HDL cholesterol',
    measures: 'Your total cholesterol minus the “good” HDL: all the cholesterol that can build up in the arteries.',
    high: lipidHigh('Non-HDL cholesterol'),
    low: means('A low value is usually not a concern.'),
    talkToDoctor: HEART_RISK_DOCTOR,
    molarMass: CHOLESTEROL_MOLAR_MASS,
  },
  {
    loincs: ['2571-8', '14927-8'],
    name: 'Triglycerides',
    measures: 'A type of fat in the blood that comes from food and is stored for energy.',
    high: lipidHigh('Triglycerides'),
    low: means('A low value is usually not a concern.'),
    talkToDoctor: `${HEART_RISK_DOCTOR} A value far above the range needs a doctor soon, as it can inflame the pancreas.`,
    molarMass: TRIGLYCERIDE_MOLAR_MASS,
  },
  {
    // Lp(a) in mass and in moles cannot be converted: the size of the particle differs from person to person.
    loincs: ['10835-7', '43583-4'],
    name: 'Lipoprotein(a)',
    measures: 'A cholesterol-carrying particle whose level is mostly inherited and is linked with heart risk.',
    high: means('A high level is usually inherited and adds to heart and stroke risk; it changes little with diet.'),
    low: means('A low value is not a concern.'),
    talkToDoctor: 'Talk to a doctor about a high value, which matters most with other heart risks or a family history.',
  },
  {
    loincs: ['1884-6'],
    name: 'Apolipoprotein B (ApoB)',
    measures: 'The protein on every particle that carries “bad” cholesterol: a count of those particles.',
    high: means('A high value means more cholesterol-carrying particles, which is linked with heart risk.'),
    low: means('A low value is not a concern.'),
    talkToDoctor: HEART_RISK_DOCTOR,
  },
];
