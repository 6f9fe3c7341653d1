/**
 * Panels: one ordered test whose report holds several values, each with its own LOINC code. A catalogue test
 * coded with a panel's code measures every analyte listed here.
 */
export const PANEL_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  // Complete blood count with an automated five-part differential.
  '57021-8': [
    '6690-2',
    '789-8',
    '718-7',
    '4544-3',
    '787-2',
    '785-6',
    '786-4',
    '788-0',
    '777-3',
    '32623-1',
    '751-8',
    '770-8',
    '731-0',
    '736-9',
    '742-7',
    '5905-5',
    '711-2',
    '713-8',
    '704-7',
    '706-2',
  ],
  // Complete blood count without the differential.
  '58410-2': ['6690-2', '789-8', '718-7', '4544-3', '787-2', '785-6', '786-4', '788-0', '777-3'],
  // The general urine test: appearance, dipstick and microscope.
  '24356-8': [
    '5778-6',
    '5767-9',
    '5811-5',
    '5803-2',
    '20454-5',
    '25428-4',
    '2514-8',
    '5770-3',
    '5818-0',
    '5794-3',
    '5802-4',
    '5799-2',
    '13945-1',
    '5821-4',
    '11277-1',
    '25145-4',
    '5796-8',
  ],
  // Lipid panels, with a calculated or a directly measured LDL.
  '24331-1': ['2093-3', '2085-9', '13457-7', '2571-8'],
  '57698-3': ['2093-3', '2085-9', '18262-6', '2571-8'],
};
