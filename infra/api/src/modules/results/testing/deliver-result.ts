import { eq } from 'drizzle-orm';
import type { DiagnosticReport } from '@medplum/fhirtypes';
import type { TestApp } from '../../../testing/create-test-app';
import { labResults } from '../../../db/schema';
import { sampleBundle, type SampleBundleOptions } from '../../lab-delivery/testing/sample-bundle';
import { sampleOruR01, type SampleOruOptions } from '../../lab-delivery/testing/sample-oru-r01';

/** A tiny but real PDF, as a lab's printout would be. */
export const SAMPLE_LAB_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A lab delivers one FHIR report (optionally with its own PDF as presentedForm) and the stored result's id is
 * answered. Fails the test when the delivery is not stored.
 */
export async function deliverFhirResult(
  testApp: TestApp,
  labKey: string,
  options: SampleBundleOptions & { labPdf?: Buffer; status?: 'final' | 'preliminary' },
): Promise<string> {
  const bundle = sampleBundle(options);
  if (options.labPdf) {
    const report = bundle.entry
      ?.map((entry) => entry.resource)
      .find((resource): resource is DiagnosticReport => resource?.resourceType === 'DiagnosticReport');
    if (report) report.presentedForm = [{ contentType: 'application/pdf', data: options.labPdf.toString('base64') }];
  }
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/lab/results',
    headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labKey}` },
    payload: JSON.stringify(bundle),
  });
  if (response.statusCode !== 201) throw new Error(`The delivery was not stored: ${response.body}`);
  const [result] = await testApp.db
    .select({ id: labResults.id })
    .from(labResults)
    .where(eq(labResults.labReportId, options.labReportId));
  if (!result) throw new Error('The result was not found after delivery');
  return result.id;
}

/**
 * A lab delivers one HL7 v2 ORU^R01 message and the stored result's id is answered. Fails the test when the
 * delivery is not accepted.
 */
export async function deliverOruResult(testApp: TestApp, labKey: string, options: SampleOruOptions): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/lab/results',
    headers: { 'content-type': 'x-application/hl7-v2+er7', authorization: `Bearer ${labKey}` },
    payload: sampleOruR01(options),
  });
  if (response.statusCode !== 200) throw new Error(`The delivery was not accepted: ${response.body}`);
  const [result] = await testApp.db
    .select({ id: labResults.id })
    .from(labResults)
    .where(eq(labResults.labReportId, options.labReportId));
  if (!result) throw new Error('The result was not found after delivery');
  return result.id;
}
