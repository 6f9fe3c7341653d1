/** The path of a visit's video room, for the patient's links and the doctor's schedule alike. */
export const visitRoomPath = (visitId: string) => `/appointment/room/${encodeURIComponent(visitId)}`;
