import type { VideoRoomAccess } from '@labshop/shared-contracts/core';
import type { LinkState } from './peer-link';

/** Who is on the other end, as the user reads it. */
export const otherSide = (as: VideoRoomAccess['as']) => (as === 'patient' ? 'the doctor' : 'the patient');

/** The call's state in a few words; the status line a screen reader hears as it changes. */
export function linkStateInWords(state: LinkState, as: VideoRoomAccess['as']): string {
  switch (state) {
    case 'waiting':
      return `Waiting for ${otherSide(as)} to join…`;
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return `Connected with ${otherSide(as)}`;
  }
}

export const ROOM_TEXTS = {
  title: 'Video visit',
  loading: 'Opening the visit room…',
  loadFailed: 'The visit room could not be opened.',
  joining: 'Joining the room…',
  askingMedia: 'Allow the camera and microphone when your browser asks.',
  refusedTitle: 'The camera and microphone are blocked',
  refused:
    'Allow them for this site in your browser (the camera icon in the address bar) and try again, or join with sound only.',
  refusedAudioToo: 'The microphone is blocked too. Allow it for this site in your browser and try again.',
  missingTitle: 'No camera or microphone was found',
  missing: 'Connect one and try again, or join with sound only.',
  unsupportedTitle: 'This browser cannot open the camera here',
  unsupported: 'Open the visit in a recent Chrome, Firefox, Edge or Safari.',
  retry: 'Try again',
  audioOnly: 'Join with sound only',
  noRealtime: 'Video visits are not available on this site at the moment. Contact us to arrange a phone call instead.',
  channelFailed: 'The room could not be reached. Check your connection and try again.',
  left: 'You left the visit.',
  joinAgain: 'Join again',
  mute: 'Mute microphone',
  cameraOff: 'Turn camera off',
  leave: 'Leave the visit',
  yourCamera: 'Your camera',
  soundOnly: 'You joined with sound only.',
} as const;
