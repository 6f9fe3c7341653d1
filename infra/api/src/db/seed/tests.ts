import { FASTING, test, type DemoTest } from './demo-test';
import { ALLERGY_TESTS } from './real-tests/allergy';
import { GENETIC_TESTS } from './real-tests/genetics';
import { HORMONE_AND_IMMUNITY_TESTS } from './real-tests/hormones-and-immunity';
import { INFECTION_TESTS } from './real-tests/infections';
import { MONITORING_AND_TOXICOLOGY_TESTS } from './real-tests/monitoring-and-toxicology';
import { ORGAN_SYSTEM_TESTS } from './real-tests/organ-systems';
import { GYNAECOLOGY_ROOM_TESTS } from './real-tests/womens-health';

export type { DemoTest, PriceStory, SampleType } from './demo-test';

/** The tests most people order: blood count, chemistry, hormones, vitamins and the common infections. */
const COMMON_TESTS: DemoTest[] = [
  test(
    'complete-blood-count',
    'Complete blood count (CBC) with 5-part differential',
    'haematology',
    '57021-8',
    1900,
    990,
  ),
  test('esr', 'Erythrocyte sedimentation rate (ESR)', 'haematology', '4537-7', 900, 620),
  test('reticulocytes', 'Reticulocyte count', 'haematology', null, 1500, 150),
  test('glucose', 'Glucose', 'diabetes', '2345-7', 1000, 950, FASTING),
  test('hba1c', 'Glycated haemoglobin (HbA1c)', 'diabetes', '4548-4', 3500, 700, { priceStory: 'reduced' }),
  test('insulin', 'Insulin', 'diabetes', '20448-7', 3900, 560, { ...FASTING, turnaroundDays: 2 }),
  test('ogtt-75g', 'Oral glucose tolerance test (OGTT, 75 g, 3 points)', 'diabetes', null, 3900, 300, FASTING),
  test(
    'lipid-panel',
    'Lipid panel (total cholesterol, HDL, LDL, triglycerides)',
    'cholesterol-and-lipids',
    null,
    3900,
    900,
    {
      ...FASTING,
      priceStory: 'promotion-ended',
    },
  ),
  test('total-cholesterol', 'Total cholesterol', 'cholesterol-and-lipids', '2093-3', 1000, 610, FASTING),
  test('hdl-cholesterol', 'HDL cholesterol', 'cholesterol-and-lipids', '2085-9', 1100, 400, FASTING),
  test('ldl-cholesterol', 'LDL cholesterol', 'cholesterol-and-lipids', null, 1200, 420, FASTING),
  test('triglycerides', 'Triglycerides', 'cholesterol-and-lipids', '2571-8', 1000, 380, FASTING),
  test('alt', 'Alanine aminotransferase (ALT)', 'liver', '1742-6', 1000, 860),
  test('ast', 'Aspartate aminotransferase (AST)', 'liver', '1920-8', 1000, 840),
  test('ggt', 'Gamma-glutamyl transferase (GGT)', 'liver', '2324-2', 1200, 450),
  test('total-bilirubin', 'Total bilirubin', 'liver', '1975-2', 1000, 330),
  test('alkaline-phosphatase', 'Alkaline phosphatase (ALP)', 'liver', '6768-6', 1000, 250),
  test('creatinine', 'Creatinine with eGFR', 'kidneys-and-urinary-tract', '2160-0', 1000, 800),
  test('urea', 'Urea', 'kidneys-and-urinary-tract', null, 1000, 350),
  test('uric-acid', 'Uric acid', 'kidneys-and-urinary-tract', '3084-1', 1000, 390),
  test('urinalysis', 'Urinalysis (general urine test)', 'kidneys-and-urinary-tract', '24356-8', 1200, 880, {
    sampleType: 'urine',
  }),
  test('tsh', 'Thyroid-stimulating hormone (TSH)', 'thyroid', '3016-3', 2400, 970, { priceStory: 'reduced' }),
  test('ft4', 'Free thyroxine (FT4)', 'thyroid', '3024-7', 2600, 760),
  test('ft3', 'Free triiodothyronine (FT3)', 'thyroid', '3051-0', 2600, 540),
  test('anti-tpo', 'Thyroid peroxidase antibodies (anti-TPO)', 'thyroid', null, 4200, 510, { turnaroundDays: 2 }),
  test('vitamin-d-25-oh', 'Vitamin D 25-OH (total)', 'vitamins-and-minerals', '62292-8', 6900, 930, {
    turnaroundDays: 2,
    priceStory: 'reduced',
  }),
  test('vitamin-b12', 'Vitamin B12', 'vitamins-and-minerals', '2132-9', 3900, 680, { priceStory: 'promotion-ended' }),
  test('folic-acid', 'Folic acid', 'vitamins-and-minerals', '2284-8', 3900, 300),
  test('magnesium', 'Magnesium', 'vitamins-and-minerals', null, 1000, 520, { priceStory: 'raised' }),
  test('total-calcium', 'Total calcium', 'vitamins-and-minerals', '17861-6', 1000, 280),
  test('potassium', 'Potassium', 'electrolytes', '2823-3', 1000, 450),
  test('sodium', 'Sodium', 'electrolytes', '2951-2', 1000, 320),
  test('ferritin', 'Ferritin', 'anaemia-and-iron', '2276-4', 3500, 820, { priceStory: 'reduced' }),
  test('iron', 'Iron', 'anaemia-and-iron', '2498-4', 1000, 720, FASTING),
  test('transferrin', 'Transferrin', 'anaemia-and-iron', null, 2900, 200),
  test('tibc', 'Total iron-binding capacity (TIBC)', 'anaemia-and-iron', null, 1800, 230),
  test('crp', 'C-reactive protein (CRP)', 'inflammation', '1988-5', 1900, 790, { priceStory: 'raised' }),
  test('procalcitonin', 'Procalcitonin (PCT)', 'inflammation', null, 5500, 90),
  test('cortisol', 'Cortisol (morning)', 'hormones', null, 3500, 430),
  test('prolactin', 'Prolactin', 'hormones', null, 3500, 410),
  test('total-testosterone', 'Total testosterone', 'hormones', null, 3500, 470, { turnaroundDays: 2 }),
  test('oestradiol', 'Oestradiol (E2)', 'hormones', null, 3500, 360, { turnaroundDays: 2 }),
  test('lh', 'Luteinising hormone (LH)', 'hormones', null, 3200, 290, { turnaroundDays: 2 }),
  test('fsh', 'Follicle-stimulating hormone (FSH)', 'hormones', null, 3200, 310, { turnaroundDays: 2 }),
  test('prothrombin-time', 'Prothrombin time (PT, INR)', 'coagulation', null, 1200, 340),
  test('aptt', 'Activated partial thromboplastin time (APTT)', 'coagulation', null, 1200, 240),
  test('d-dimer', 'D-dimer', 'coagulation', null, 5900, 270),
  test('psa-total', 'Prostate-specific antigen, total (PSA)', 'tumour-markers', '2857-1', 4500, 480, {
    turnaroundDays: 2,
  }),
  test('cea', 'Carcinoembryonic antigen (CEA)', 'tumour-markers', null, 4900, 190, { turnaroundDays: 2 }),
  test('ca-125', 'Cancer antigen 125 (CA 125)', 'tumour-markers', null, 5500, 210, { turnaroundDays: 2 }),
  // Infections.
  test('hbsag', 'Hepatitis B surface antigen (HBsAg)', 'hepatitis', '5196-1', 2900, 460),
  test('anti-hbs', 'Hepatitis B surface antibodies (anti-HBs)', 'hepatitis', null, 3500, 260),
  test('anti-hcv', 'Hepatitis C antibodies (anti-HCV)', 'hepatitis', '16128-1', 3900, 430),
  test(
    'hiv-combo',
    'HIV 1/2 antigen and antibodies (HIV Combo)',
    'sexually-transmitted-infections',
    '56888-1',
    4500,
    380,
  ),
  test(
    'syphilis-antibodies',
    'Syphilis antibodies (Treponema pallidum)',
    'sexually-transmitted-infections',
    null,
    3900,
    180,
  ),
  test('chlamydia-pcr', 'Chlamydia trachomatis DNA (PCR)', 'sexually-transmitted-infections', null, 12900, 170, {
    sampleType: 'urine',
    turnaroundDays: 3,
  }),
  test('toxoplasma-igg', 'Toxoplasma gondii IgG antibodies', 'parasites-and-fungi', null, 3900, 240, {
    turnaroundDays: 2,
  }),
  test('toxoplasma-igm', 'Toxoplasma gondii IgM antibodies', 'parasites-and-fungi', null, 3900, 230, {
    turnaroundDays: 2,
  }),
  test('rubella-igg', 'Rubella IgG antibodies', 'viral-infections', null, 3900, 200, { turnaroundDays: 2 }),
  test('cmv-igg', 'Cytomegalovirus (CMV) IgG antibodies', 'viral-infections', null, 4500, 190, { turnaroundDays: 2 }),
  test('cmv-igm', 'Cytomegalovirus (CMV) IgM antibodies', 'viral-infections', null, 4500, 185, { turnaroundDays: 2 }),
  test('ebv-vca-igm', 'Epstein–Barr virus VCA IgM antibodies', 'viral-infections', null, 4900, 160, {
    turnaroundDays: 2,
  }),
  test('borrelia-igm', 'Lyme disease: Borrelia burgdorferi IgM antibodies', 'tick-borne-diseases', null, 5900, 250, {
    turnaroundDays: 3,
  }),
  test('borrelia-igg', 'Lyme disease: Borrelia burgdorferi IgG antibodies', 'tick-borne-diseases', null, 5900, 245, {
    turnaroundDays: 3,
  }),
  test('h-pylori-stool-antigen', 'Helicobacter pylori antigen in stool', 'gastroenterology', null, 6900, 290, {
    sampleType: 'stool',
    turnaroundDays: 2,
  }),
  test('sars-cov-2-pcr', 'SARS-CoV-2 RNA (PCR)', 'covid-19', '94500-6', 19900, 150, { sampleType: 'swab' }),
  test('sars-cov-2-antigen', 'SARS-CoV-2 antigen rapid test', 'covid-19', '94558-4', 6900, 140, { sampleType: 'swab' }),
  test('urine-culture', 'Urine culture with antibiogram', 'microbiology-cultures', null, 3900, 360, {
    sampleType: 'urine',
    turnaroundDays: 4,
  }),
  test('throat-swab-culture', 'Throat swab culture', 'microbiology-cultures', null, 5500, 120, {
    sampleType: 'swab',
    turnaroundDays: 4,
  }),
  // Chemistry, hormones and immunology beyond the basics.
  test('amylase', 'Amylase', 'pancreas', '1798-8', 1200, 210),
  test('lipase', 'Lipase', 'pancreas', '3040-3', 2500, 200),
  test('albumin', 'Albumin', 'proteins', '1751-7', 1000, 170),
  test('total-protein', 'Total protein', 'proteins', '2885-2', 1000, 160),
  test('creatine-kinase', 'Creatine kinase (CK)', 'enzymes', '2157-6', 1500, 190),
  test('homocysteine', 'Homocysteine', 'heart-and-circulation', '13965-9', 5900, 230, { turnaroundDays: 2 }),
  test('nt-probnp', 'NT-proBNP', 'heart-and-circulation', '33762-6', 11900, 140),
  test('lipoprotein-a', 'Lipoprotein(a)', 'cholesterol-and-lipids', null, 5900, 210, { turnaroundDays: 2 }),
  test('apolipoprotein-b', 'Apolipoprotein B (ApoB)', 'cholesterol-and-lipids', '1884-6', 4900, 150, {
    turnaroundDays: 2,
  }),
  test('phosphate', 'Phosphate (inorganic phosphorus)', 'electrolytes', '2777-1', 1000, 180),
  test('chloride', 'Chloride', 'electrolytes', '2075-0', 1000, 150),
  test('pth', 'Parathyroid hormone (PTH), intact', 'bone-metabolism', '2731-8', 4900, 220, { turnaroundDays: 2 }),
  test('progesterone', 'Progesterone', 'hormones', '2839-9', 3500, 330, { turnaroundDays: 2 }),
  test('dhea-s', 'Dehydroepiandrosterone sulphate (DHEA-S)', 'adrenal-glands', '2191-5', 3900, 280, {
    turnaroundDays: 2,
  }),
  test('amh', 'Anti-Müllerian hormone (AMH)', 'fertility', null, 12900, 340, { turnaroundDays: 3 }),
  test('beta-hcg', 'Beta-hCG, quantitative', 'pregnancy', null, 3900, 420),
  test('free-testosterone', 'Free testosterone', 'mens-health', null, 5900, 200, { turnaroundDays: 3 }),
  test('total-ige', 'Total IgE', 'immunology', '19113-0', 3500, 260, { turnaroundDays: 2 }),
  test('rheumatoid-factor', 'Rheumatoid factor (RF)', 'rheumatology', '11572-5', 1900, 240),
  test('aso', 'Antistreptolysin O (ASO)', 'rheumatology', '5370-2', 2500, 150),
  test('ana-screening', 'Antinuclear antibodies (ANA) screening', 'autoimmune-diseases', null, 6900, 260, {
    turnaroundDays: 5,
  }),
  test('ttg-iga', 'Tissue transglutaminase IgA antibodies (tTG IgA)', 'coeliac-disease', null, 6900, 270, {
    turnaroundDays: 4,
  }),
  test('zinc', 'Zinc', 'trace-elements-and-heavy-metals', '5763-8', 3500, 300, { turnaroundDays: 3 }),
  test(
    'faecal-immunochemical-test',
    'Faecal immunochemical test (FIT) for hidden blood',
    'stool-tests',
    null,
    3900,
    280,
    {
      sampleType: 'stool',
    },
  ),
  test('blood-group', 'Blood group ABO and RhD', 'blood-group-and-transfusion', null, 4900, 310, { turnaroundDays: 2 }),
];

/** Tests for particular questions: allergy, infections, genetics, and the specialist blood, urine and stool tests. */
export const SPECIALIST_TESTS = [
  ...ORGAN_SYSTEM_TESTS,
  ...HORMONE_AND_IMMUNITY_TESTS,
  ...MONITORING_AND_TOXICOLOGY_TESTS,
  ...ALLERGY_TESTS,
  ...INFECTION_TESTS,
  ...GENETIC_TESTS,
  ...GYNAECOLOGY_ROOM_TESTS,
];

/** Every single test of the demo shop: real tests a clinician would recognise, with real sample types. */
export const DEMO_TESTS: DemoTest[] = [...COMMON_TESTS, ...SPECIALIST_TESTS.map((entry) => entry.test)];
