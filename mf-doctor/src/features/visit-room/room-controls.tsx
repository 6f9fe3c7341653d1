import { Button } from '@labshop/shared-contracts/web/ui';
import { ROOM_TEXTS } from './room-words';
import styles from './visit-room.module.css';

/**
 * Mute, camera off and leave: real buttons, so Tab and Space/Enter work; the two switches say whether they are on
 * with aria-pressed, as their labels stay the same.
 */
export function RoomControls({
  muted,
  cameraOff,
  hasAudio,
  hasVideo,
  onMute,
  onCamera,
  onLeave,
}: {
  muted: boolean;
  cameraOff: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  onMute: () => void;
  onCamera: () => void;
  onLeave: () => void;
}) {
  return (
    <div role="group" aria-label="Call controls" className={styles.controls}>
      <Button theme={muted ? 'accent' : 'outline'} aria-pressed={muted} disabled={!hasAudio} onClick={onMute}>
        {ROOM_TEXTS.mute}
      </Button>
      <Button theme={cameraOff ? 'accent' : 'outline'} aria-pressed={cameraOff} disabled={!hasVideo} onClick={onCamera}>
        {ROOM_TEXTS.cameraOff}
      </Button>
      <Button theme="accent" onClick={onLeave}>
        {ROOM_TEXTS.leave}
      </Button>
    </div>
  );
}
