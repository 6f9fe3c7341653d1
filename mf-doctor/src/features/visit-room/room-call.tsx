import { useEffect, useRef, useState } from 'react';
import type { VideoRoomAccess } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { Button } from '@labshop/shared-contracts/web/ui';
import { createPeerLink, type LinkState } from './peer-link';
import { openRoomChannel, type RealtimeSettings } from './room-channel';
import { RoomControls } from './room-controls';
import { MediaProblem } from './media-problem';
import { VisitsLink } from './room-notices';
import { linkStateInWords, otherSide, ROOM_TEXTS } from './room-words';
import { useLocalMedia } from './use-local-media';
import styles from './visit-room.module.css';

type IceServers = NonNullable<EventPayload<'config:loaded'>['video']>['iceServers'];
type CallState = LinkState | 'joining' | 'unreachable';

/** A stream shown in a video element; React has no attribute for it. */
function StreamVideo({ stream, label, muted }: { stream: MediaStream | null; label: string; muted?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  // A live call between two people has no caption file to point a <track> at.
  // eslint-disable-next-line jsx-a11y/media-has-caption -- live peer-to-peer video
  return <video ref={ref} className={styles.video} autoPlay playsInline muted={muted} aria-label={label} />;
}

/** The room itself, once it is open: the camera, the channel, the call and its controls. */
export function RoomCall({
  access,
  realtime,
  iceServers,
}: {
  access: VideoRoomAccess;
  realtime: RealtimeSettings;
  iceServers: IceServers;
}) {
  const { media, retry, audioOnly, release } = useLocalMedia();
  const [state, setState] = useState<CallState>('joining');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [left, setLeft] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const stream = media.status === 'ready' ? media.stream : null;
  const iceKey = JSON.stringify(iceServers);

  useEffect(() => {
    if (left || stream === null) return undefined;
    const servers = JSON.parse(iceKey) as IceServers;
    // The channel's callbacks come after this effect (pusher-js loads first), when the link below exists.
    const channel = openRoomChannel(realtime, access.channel, {
      onReady: () => link.start(),
      onFailed: () => setState('unreachable'),
      onMessage: (message) => link.receive(message),
    });
    const link = createPeerLink({
      offerer: access.as === 'doctor',
      send: (message) => channel.send(message),
      createPeer: () => new RTCPeerConnection({ iceServers: servers }),
      localStream: stream,
      onRemoteStream: setRemote,
      onState: setState,
      onError: (error) => console.warn('The video call could not be set up', error),
    });
    // Closing the tab says goodbye, so the other side goes back to waiting at once.
    const goodbye = () => link.leave();
    window.addEventListener('pagehide', goodbye);
    return () => {
      window.removeEventListener('pagehide', goodbye);
      link.leave();
      channel.close();
      setRemote(null);
      setState('joining');
    };
  }, [left, stream, attempt, realtime, access.channel, access.as, iceKey]);

  // The switches turn the tracks off, not the devices: turning them back on needs no new permission.
  useEffect(() => {
    stream?.getAudioTracks().forEach((track) => (track.enabled = !muted));
  }, [stream, muted]);
  useEffect(() => {
    stream?.getVideoTracks().forEach((track) => (track.enabled = !cameraOff));
  }, [stream, cameraOff]);

  if (left) {
    return (
      <div className={styles.stage}>
        <p role="status">{ROOM_TEXTS.left}</p>
        <p className={styles.actions}>
          <Button
            onClick={() => {
              setLeft(false);
              retry();
            }}
          >
            {ROOM_TEXTS.joinAgain}
          </Button>{' '}
          <VisitsLink as={access.as} />
        </p>
      </div>
    );
  }

  if (media.status !== 'ready') {
    return media.status === 'asking' ? (
      <p role="status">{ROOM_TEXTS.askingMedia}</p>
    ) : (
      <MediaProblem media={media} onRetry={retry} onAudioOnly={audioOnly} />
    );
  }

  const status =
    state === 'joining'
      ? ROOM_TEXTS.joining
      : state === 'unreachable'
        ? ROOM_TEXTS.channelFailed
        : linkStateInWords(state, access.as);
  return (
    <div className={styles.stage}>
      <p role="status" className={styles.status} data-state={state}>
        {status}
      </p>
      {state === 'unreachable' ? (
        <Button theme="outline" onClick={() => setAttempt((count) => count + 1)}>
          {ROOM_TEXTS.retry}
        </Button>
      ) : null}
      <div className={styles.videos}>
        <StreamVideo stream={remote} label={`The video of ${otherSide(access.as)}`} />
        {media.video ? (
          <StreamVideo stream={stream} label={ROOM_TEXTS.yourCamera} muted />
        ) : (
          <p className={styles.note}>{ROOM_TEXTS.soundOnly}</p>
        )}
      </div>
      <RoomControls
        muted={muted}
        cameraOff={cameraOff}
        hasAudio={media.stream.getAudioTracks().length > 0}
        hasVideo={media.video}
        onMute={() => setMuted((value) => !value)}
        onCamera={() => setCameraOff((value) => !value)}
        onLeave={() => {
          setLeft(true);
          release();
        }}
      />
    </div>
  );
}
