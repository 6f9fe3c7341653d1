/**
 * Why a delivery was refused, in the terms both formats answer with. `rejected` (HL7 AR) means the message
 * could not be read as what it claims to be; `error` (HL7 AE) means it was read but its content is wrong.
 * `code` is from HL7 table 0357 (message error condition codes), which the FHIR answer reuses as its detail.
 */
export class DeliveryError extends Error {
  constructor(
    readonly kind: 'rejected' | 'error',
    readonly code: DeliveryErrorCode,
    message: string,
    /** Where in the message: 'OBX[2]-5', 'Bundle.entry[3].resource.valueQuantity'. */
    readonly location: string | null = null,
  ) {
    super(location === null ? message : `${location}: ${message}`);
    this.name = 'DeliveryError';
  }
}

export const DELIVERY_ERROR_CODES = {
  segmentSequence: '100',
  requiredMissing: '101',
  dataType: '102',
  tableValue: '103',
  unsupportedMessageType: '200',
} as const;
export type DeliveryErrorCode = (typeof DELIVERY_ERROR_CODES)[keyof typeof DELIVERY_ERROR_CODES];

export const rejected = (code: DeliveryErrorCode, message: string, location: string | null = null) =>
  new DeliveryError('rejected', code, message, location);
export const invalid = (code: DeliveryErrorCode, message: string, location: string | null = null) =>
  new DeliveryError('error', code, message, location);
