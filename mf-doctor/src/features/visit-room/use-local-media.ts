import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * asking: the browser is asking the user; ready: we have the stream (video false when joining with sound only);
 * refused: the user or the browser's settings said no; missing: no such device; unsupported: no camera API at all
 * (an old browser, or a page not served over HTTPS).
 */
export type LocalMedia =
  | { status: 'asking' }
  | { status: 'ready'; stream: MediaStream; video: boolean }
  | { status: 'refused' | 'missing' | 'unsupported'; audioOnlyTried: boolean };

function failureOf(error: unknown): 'refused' | 'missing' {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'refused';
}

/**
 * The camera and microphone for a room: asked for on arrival, again on retry, or the microphone alone; released
 * (the camera's light goes off) when the user leaves, and asked for again when they join again.
 */
const canAsk = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

export function useLocalMedia() {
  const [media, setMedia] = useState<LocalMedia>(() =>
    canAsk() ? { status: 'asking' } : { status: 'unsupported', audioOnlyTried: false },
  );
  const streamRef = useRef<MediaStream | null>(null);
  const attempt = useRef(0);

  const release = useCallback(() => {
    attempt.current += 1;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  /** Asks the browser; only the latest request's answer counts (a retry makes the earlier one moot). */
  const acquire = useCallback(
    (video: boolean) => {
      release();
      const current = attempt.current;
      if (!canAsk()) return;
      navigator.mediaDevices.getUserMedia({ audio: true, video }).then(
        (stream) => {
          if (current !== attempt.current) {
            stream.getTracks().forEach((track) => track.stop());
            return;
          }
          streamRef.current = stream;
          setMedia({ status: 'ready', stream, video });
        },
        (error: unknown) => {
          if (current === attempt.current) setMedia({ status: failureOf(error), audioOnlyTried: !video });
        },
      );
    },
    [release],
  );

  useEffect(() => {
    acquire(true);
    return release;
  }, [acquire, release]);

  const askAgain = (video: boolean) => {
    setMedia(canAsk() ? { status: 'asking' } : { status: 'unsupported', audioOnlyTried: !video });
    acquire(video);
  };
  return {
    media,
    retry: () => askAgain(true),
    audioOnly: () => askAgain(false),
    release: () => {
      release();
      setMedia({ status: 'asking' });
    },
  };
}
