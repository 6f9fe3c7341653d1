import { useParams } from 'react-router-dom';
import { BOOKING_PATHS, VideoRoomAccess } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Alert } from '@labshop/shared-contracts/web/ui';
import { RoomCall } from './room-call';
import { Closed, NotOpenYet, PhoneVisit, VisitsLink } from './room-notices';
import { ROOM_TEXTS } from './room-words';

/**
 * /appointment/room/:visitId: the video visit between its patient and its doctor (anyone else is told there is no
 * such page). Phone visits say who calls whom; outside the room's window the page says when it opens or that it
 * closed.
 */
export function VisitRoomPage() {
  const { visitId = '' } = useParams();
  const access = useApiQuery(BOOKING_PATHS.room(visitId), { answer: VideoRoomAccess });
  const config = useLatestEvent('config:loaded');

  if (access.status === 'error' && isNotFound(access.error)) return <NotFound />;
  return (
    <Page aria-busy={access.status === 'loading'}>
      <h1>{ROOM_TEXTS.title}</h1>
      {access.status === 'loading' ? <Loading label={ROOM_TEXTS.loading} /> : null}
      {access.status === 'error' ? <LoadFailed message={ROOM_TEXTS.loadFailed} onRetry={access.retry} /> : null}
      {access.status === 'success' ? <RoomFor access={access.data} config={config} onRecheck={access.retry} /> : null}
    </Page>
  );
}

function RoomFor({
  access,
  config,
  onRecheck,
}: {
  access: VideoRoomAccess;
  config: ReturnType<typeof useLatestEvent<'config:loaded'>>;
  onRecheck: () => void;
}) {
  const now = new Date();
  if (!access.video) return <PhoneVisit access={access} />;
  if (!access.mayJoin) {
    return now < new Date(access.opensAt) ? (
      <NotOpenYet access={access} onOpen={onRecheck} now={now} />
    ) : (
      <Closed access={access} />
    );
  }
  if (!config?.realtime.enabled) {
    return (
      <>
        <Alert tone="warning" title={ROOM_TEXTS.noRealtime} />
        <p>
          <VisitsLink as={access.as} />
        </p>
      </>
    );
  }
  return <RoomCall access={access} realtime={config.realtime} iceServers={config.video?.iceServers ?? []} />;
}
