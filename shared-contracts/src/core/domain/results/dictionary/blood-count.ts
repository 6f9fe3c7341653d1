import { means, type AnalyteEntry, type MeasuredAnalyte } from './analyte-entry';

/** A white cell type counted two ways: as a number per litre and as a share of all white cells. */
function whiteCellType(
  name: string,
  codes: { count: string; share: string },
  text: Pick<MeasuredAnalyte, 'measures' | 'high' | 'low' | 'talkToDoctor'>,
): AnalyteEntry[] {
  return [
    { loincs: [codes.count], name, ...text },
    {
      loincs: [codes.share],
      name: `${name} (% of white cells)`,
      measures: `The share of your white blood cells that are ${name.toLowerCase()}.`,
      high: means('A higher share than usual is read together with the count per litre, which says more.'),
      low: means('A lower share often only means another type of white cell is raised; the count per litre says more.'),
      talkToDoctor: text.talkToDoctor,
    },
  ];
}

const RED_CELL_DOCTOR =
  'Talk to a doctor, who will read it with your haemoglobin and the other red cell values to find the cause.';

/** The complete blood count with a five-part differential, and the other blood cell tests of the catalogue. */
export const BLOOD_COUNT_ANALYTES: readonly AnalyteEntry[] = [
  {
    loincs: ['6690-2'],
    name: 'White blood cells',
    measures: 'The number of white blood cells, which fight infection.',
    low: {
      usuallyMeans: 'A low white cell count often follows a recent viral infection or some medicines.',
      doesNotMean: 'It does not mean you cannot fight infections at all.',
      whenToSeeADoctor: 'See a doctor if it stays low, at once if you have a fever.',
    },
    high: {
      usuallyMeans: 'A high white cell count usually means the body is fighting an infection or inflammation.',
      doesNotMean: 'It does not by itself mean a blood disease.',
      whenToSeeADoctor: 'See a doctor if you feel unwell or it stays high.',
    },
    talkToDoctor:
      'Talk to a doctor if the count stays outside the range on a repeat test, and at once if it is low and you have a fever.',
  },
  {
    loincs: ['789-8'],
    name: 'Red blood cells',
    measures: 'The number of red blood cells, which carry oxygen from the lungs to the rest of the body.',
    high: means('A high count is often due to dehydration, smoking or living at altitude.'),
    low: means('A low count often goes with anaemia, which has many causes, such as too little iron or blood loss.'),
    talkToDoctor: RED_CELL_DOCTOR,
  },
  {
    loincs: ['718-7'],
    name: 'Haemoglobin',
    measures: 'The protein in red blood cells that carries oxygen around the body.',
    low: {
      usuallyMeans: 'Low haemoglobin (anaemia) is often caused by too little iron, for example after heavy periods.',
      doesNotMean: 'It does not tell the cause by itself, and does not mean a serious disease in most people.',
      whenToSeeADoctor: 'See a doctor to find the cause, sooner if you are short of breath or very tired.',
    },
    high: {
      usuallyMeans: 'High haemoglobin is often due to dehydration, smoking or living at altitude.',
      doesNotMean: 'It does not mean your blood is healthier.',
      whenToSeeADoctor: 'See a doctor if it stays high on a repeat test.',
    },
    talkToDoctor:
      'Talk to a doctor if it is outside the range, sooner if you are short of breath, dizzy or very tired.',
  },
  {
    loincs: ['4544-3', '20570-8'],
    name: 'Haematocrit',
    measures: 'The share of your blood made up of red blood cells.',
    high: means('A high haematocrit often means dehydration, or follows smoking or living at altitude.'),
    low: means('A low haematocrit usually goes with anaemia, which has many causes.'),
    talkToDoctor: RED_CELL_DOCTOR,
  },
  {
    loincs: ['787-2'],
    name: 'Average red cell size (MCV)',
    measures: 'The average size of your red blood cells.',
    high: means(
      'Larger red cells can come with low vitamin B12 or folate, regular drinking, some medicines, or thyroid or liver problems.',
    ),
    low: means(
      'Smaller red cells are most often due to low iron; an inherited trait such as thalassaemia is another cause.',
    ),
    talkToDoctor: RED_CELL_DOCTOR,
  },
  {
    loincs: ['785-6'],
    name: 'Haemoglobin per red cell (MCH)',
    measures: 'The average amount of haemoglobin in each red blood cell.',
    high: means('A high value usually goes with larger red cells, for example with low vitamin B12 or folate.'),
    low: means('A low value is most often due to low iron; an inherited trait such as thalassaemia is another cause.'),
    talkToDoctor: RED_CELL_DOCTOR,
  },
  {
    loincs: ['786-4'],
    name: 'Haemoglobin concentration in red cells (MCHC)',
    measures: 'How concentrated the haemoglobin is inside your red blood cells.',
    high: means(
      'A high value is uncommon; it can come from how the sample was handled, or rarely from an inherited condition.',
    ),
    low: means('A low value is most often due to low iron.'),
    talkToDoctor: RED_CELL_DOCTOR,
  },
  {
    loincs: ['788-0'],
    name: 'Red cell size variation (RDW)',
    measures: 'How much your red blood cells vary in size.',
    high: means(
      'A high value means the cells vary more than usual, often early in low iron, vitamin B12 or folate, or after blood loss.',
    ),
    low: means('A low value is not a concern.'),
    talkToDoctor: RED_CELL_DOCTOR,
  },
  {
    loincs: ['777-3'],
    name: 'Platelets',
    measures: 'The number of platelets, the small cells that help your blood clot.',
    low: {
      usuallyMeans: 'Low platelets can follow a viral infection, some medicines or heavy drinking.',
      doesNotMean: 'Slightly low platelets do not mean you will bleed.',
      whenToSeeADoctor: 'See a doctor, sooner if you bruise easily or have nosebleeds.',
    },
    high: {
      usuallyMeans: 'High platelets often follow an infection, inflammation or a lack of iron.',
      doesNotMean: 'It does not by itself mean a blood disorder.',
      whenToSeeADoctor: 'See a doctor if it stays high on a repeat test.',
    },
    talkToDoctor:
      'Talk to a doctor if it stays outside the range, sooner if you bruise easily, have nosebleeds or bleeding gums.',
  },
  {
    loincs: ['32623-1'],
    name: 'Average platelet size (MPV)',
    measures: 'The average size of your platelets.',
    high: means('Larger platelets are often young ones, made when the body replaces platelets quickly.'),
    low: means('Smaller platelets can go with a low platelet count when fewer are being made.'),
    talkToDoctor: 'It is read together with the platelet count; talk to a doctor if either is outside its range.',
  },
  ...whiteCellType(
    'Neutrophils',
    { count: '751-8', share: '770-8' },
    {
      measures: 'The number of neutrophils, the white blood cells that are first to fight bacterial infections.',
      high: means(
        'A high count often means the body is fighting a bacterial infection or inflammation; stress, smoking and steroid medicines raise it too.',
      ),
      low: means(
        'A low count can follow a viral infection or some medicines; some healthy people, often of African or Middle Eastern descent, naturally have lower counts.',
      ),
      talkToDoctor:
        'Talk to a doctor if it stays outside the range; get help at once if your count is low and you have a fever.',
    },
  ),
  ...whiteCellType(
    'Lymphocytes',
    { count: '731-0', share: '736-9' },
    {
      measures: 'The number of lymphocytes, white blood cells that fight viruses and make antibodies.',
      high: means('A high count is often seen during or after a viral infection, such as a cold or glandular fever.'),
      low: means('A low count can follow a recent infection, stress, steroid medicines or hard exercise.'),
      talkToDoctor: 'Talk to a doctor if it stays outside the range on a repeat test.',
    },
  ),
  ...whiteCellType(
    'Monocytes',
    { count: '742-7', share: '5905-5' },
    {
      measures: 'The number of monocytes, white blood cells that clear away germs and damaged cells.',
      high: means('A high count is often seen while recovering from an infection, or with long-lasting inflammation.'),
      low: means('A low count on its own is rarely a concern.'),
      talkToDoctor: 'Talk to a doctor if it stays high on a repeat test.',
    },
  ),
  ...whiteCellType(
    'Eosinophils',
    { count: '711-2', share: '713-8' },
    {
      measures: 'The number of eosinophils, white blood cells involved in allergies and in fighting parasites.',
      high: means(
        'A high count is often due to allergies, asthma, eczema or hay fever; less often to parasites or medicines.',
      ),
      low: means('A low count is not usually a concern; it can follow stress or steroid medicines.'),
      talkToDoctor: 'Talk to a doctor if it is clearly high or stays high on a repeat test.',
    },
  ),
  ...whiteCellType(
    'Basophils',
    { count: '704-7', share: '706-2' },
    {
      measures: 'The number of basophils, a small group of white blood cells involved in allergic reactions.',
      high: means('A slightly high count can come with allergies or inflammation.'),
      low: means('A low count is common and not a concern.'),
      talkToDoctor: 'Talk to a doctor if it is clearly high or stays high on a repeat test.',
    },
  ),
  {
    loincs: ['17849-1'],
    name: 'Reticulocytes (young red cells, %)',
    measures: 'The share of your red blood cells that are young ones, which shows how fast new red cells are made.',
    high: means(
      'A high value means new red cells are being made faster, for example after bleeding or during treatment for anaemia.',
    ),
    low: means(
      'A low value means fewer new red cells are being made, for example with low iron, vitamin B12 or folate.',
    ),
    talkToDoctor: 'Talk to a doctor, who will read it together with your haemoglobin.',
  },
  {
    loincs: ['60474-4', '14196-0'],
    name: 'Reticulocytes (young red cells)',
    measures: 'The number of young red blood cells, which shows how fast new red cells are made.',
    high: means(
      'A high count means new red cells are being made faster, for example after bleeding or during treatment for anaemia.',
    ),
    low: means(
      'A low count means fewer new red cells are being made, for example with low iron, vitamin B12 or folate.',
    ),
    talkToDoctor: 'Talk to a doctor, who will read it together with your haemoglobin.',
  },
  {
    loincs: ['4537-7', '30341-2'],
    name: 'Erythrocyte sedimentation rate (ESR)',
    measures: 'How fast red blood cells settle in a tube in an hour: a general sign of inflammation.',
    high: means(
      'A raised ESR is a general sign of inflammation or infection; it also rises with age, in pregnancy and with anaemia.',
    ),
    low: means('A low value is not a concern.'),
    talkToDoctor: 'A raised ESR does not say what is wrong: talk to a doctor, especially if you have symptoms.',
  },
];
