import type { DoctorCard } from '@labshop/shared-contracts/core';

export type MeetingType = DoctorCard['services'][number]['meetingTypes'][number];

/** Meeting types, as a patient reads them. */
export const MEETING_TYPE_NAMES: Record<MeetingType, string> = {
  meet: 'Video meeting',
  phone_call: 'Phone call',
  online: 'Video visit',
  telemedecine: 'Phone visit',
};

export function meetingTypesInWords(types: readonly MeetingType[]): string {
  return types.map((type) => MEETING_TYPE_NAMES[type]).join(', ');
}

/** meet and online are video visits (spec §3, Meeting types), held in the visit's room; the others are phone calls. */
export function isVideoMeeting(type: MeetingType): boolean {
  return type === 'meet' || type === 'online';
}
