/**
 * Whether a nurse takes the sample, when a catalogue gives only the sample type: a blood draw needs one, a sample
 * the patient gives (urine, stool, saliva) or a swab does not. A package needs one when any of its samples does.
 * Stored on each item (tests.requires_nursing), so the cart and the order's pricing read the same fact.
 */
export function sampleNeedsNurse(sampleType: string | null | undefined): boolean {
  return (sampleType ?? '').split(/,\s*/).includes('blood');
}
