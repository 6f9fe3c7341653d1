import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import type { LocalMedia } from './use-local-media';
import { ROOM_TEXTS } from './room-words';
import styles from './visit-room.module.css';

type Problem = Extract<LocalMedia, { status: 'refused' | 'missing' | 'unsupported' }>;

function wordsOf(problem: Problem): { title: string; body: string } {
  if (problem.status === 'unsupported') return { title: ROOM_TEXTS.unsupportedTitle, body: ROOM_TEXTS.unsupported };
  if (problem.status === 'missing') return { title: ROOM_TEXTS.missingTitle, body: ROOM_TEXTS.missing };
  return {
    title: ROOM_TEXTS.refusedTitle,
    body: problem.audioOnlyTried ? ROOM_TEXTS.refusedAudioToo : ROOM_TEXTS.refused,
  };
}

/** The camera or microphone could not be had: why, and the ways on (try again, or sound only). */
export function MediaProblem({
  media,
  onRetry,
  onAudioOnly,
}: {
  media: Problem;
  onRetry: () => void;
  onAudioOnly: () => void;
}) {
  const words = wordsOf(media);
  return (
    <div className={styles.stage}>
      <Alert tone="warning" live="assertive" title={words.title}>
        {words.body}
      </Alert>
      {media.status === 'unsupported' ? null : (
        <p className={styles.actions}>
          <Button onClick={onRetry}>{ROOM_TEXTS.retry}</Button>
          {media.audioOnlyTried ? null : (
            <Button theme="outline" onClick={onAudioOnly}>
              {ROOM_TEXTS.audioOnly}
            </Button>
          )}
        </p>
      )}
    </div>
  );
}
