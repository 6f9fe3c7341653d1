import type { OperationOutcome } from '@medplum/fhirtypes';
import { DELIVERY_ERROR_CODES, type DeliveryErrorCode } from './delivery-errors';

/** FHIR issue types for HL7 table 0357 conditions, so both formats say the same thing in their own words. */
const ISSUE_TYPES: Record<DeliveryErrorCode, 'structure' | 'required' | 'value' | 'code-invalid' | 'not-supported'> = {
  [DELIVERY_ERROR_CODES.segmentSequence]: 'structure',
  [DELIVERY_ERROR_CODES.requiredMissing]: 'required',
  [DELIVERY_ERROR_CODES.dataType]: 'value',
  [DELIVERY_ERROR_CODES.tableValue]: 'code-invalid',
  [DELIVERY_ERROR_CODES.unsupportedMessageType]: 'not-supported',
};

export function outcomeForError(code: DeliveryErrorCode, message: string, location: string | null): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: 'error',
        code: ISSUE_TYPES[code],
        details: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0357', code }], text: message },
        diagnostics: message,
        ...(location === null ? {} : { expression: [location] }),
      },
    ],
  };
}

/** An outcome for failures that are not about the content: a missing key (`login`), a wrong media type. */
export function outcome(code: 'login' | 'not-supported' | 'structure', message: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics: message }] };
}
