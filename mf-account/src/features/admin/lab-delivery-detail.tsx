import { useEffect, useRef } from 'react';
import { ADMIN_LAB_DELIVERY_PATHS, UnmatchedDeliveryDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import type { UnmatchedDeliveryDetail as Detail } from '@labshop/shared-contracts/core';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { DismissDeliveryForm } from './dismiss-delivery-form';
import { describePatient, formatReceived, LAB_DELIVERY_TEXTS } from './lab-delivery-texts';
import { AdminLoadFailure } from './load-failure';
import { MatchDeliveryForm } from './match-delivery-form';
import styles from './admin.module.css';

const SEX_WORDS = { m: 'male', f: 'female' } as const;

interface LabDeliveryDetailProps {
  id: string;
  /** Called with what happened, once the report was matched or dismissed. */
  onReviewed: (outcome: string) => void;
  onClose: () => void;
}

/** One kept report: what the lab sent, why it was kept, and the two ways to settle it. */
export function LabDeliveryDetail({ id, onReviewed, onClose }: LabDeliveryDetailProps) {
  const detail = useApiQuery(ADMIN_LAB_DELIVERY_PATHS.delivery(id), { answer: UnmatchedDeliveryDetail });
  return (
    <div className={styles.detail}>
      {detail.status === 'loading' ? <Loading label={LAB_DELIVERY_TEXTS.detailLoading} /> : null}
      {detail.status === 'error' ? <AdminLoadFailure error={detail.error} onRetry={detail.retry} /> : null}
      {detail.status === 'success' ? <DeliveryView delivery={detail.data} onReviewed={onReviewed} /> : null}
      <Button theme="link" onClick={onClose}>
        {LAB_DELIVERY_TEXTS.backToList}
      </Button>
    </div>
  );
}

function DeliveryView({ delivery, onReviewed }: { delivery: Detail; onReviewed: (outcome: string) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a report moves focus to it, so the reader starts at its heading rather than at a vanished button.
  useEffect(() => heading.current?.focus(), []);
  const { patient } = delivery;
  return (
    <>
      <h3 ref={heading} tabIndex={-1}>
        Report {delivery.labReportId} from {delivery.labName}
      </h3>
      <dl className={styles.facts}>
        <dt>Received</dt>
        <dd>{formatReceived(delivery.receivedAt)}</dd>
        <dt>Why it was kept</dt>
        <dd>{delivery.reason}</dd>
        <dt>Sample taken</dt>
        <dd>{delivery.collectedAt === null ? 'Not given' : formatReceived(delivery.collectedAt)}</dd>
        <dt>Order number in the message</dt>
        <dd>{delivery.orderNumber}</dd>
        <dt>Test in the message</dt>
        <dd>
          {delivery.testName} ({delivery.testCode})
        </dd>
        <dt>Patient in the message</dt>
        <dd>
          {describePatient(patient)}
          {patient.sex === null ? '' : `, ${SEX_WORDS[patient.sex]}`}
          {patient.pesel === null ? '' : `, PESEL ${patient.pesel}`}
        </dd>
      </dl>
      <table className={styles.values}>
        <caption>Values as the lab sent them</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">Lab’s range</th>
            <th scope="col">Lab’s flag</th>
          </tr>
        </thead>
        <tbody>
          {delivery.observations.map((observation, index) => (
            <tr key={`${index}-${observation.name}`}>
              <th scope="row">{observation.name}</th>
              <td>{observation.value}</td>
              <td>{observation.range ?? 'none given'}</td>
              <td>{observation.labFlag ?? 'none'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LabNotes title="Notes on the report" notes={delivery.notes} patientNotes={delivery.patientNotes} />
      {delivery.observations.map((observation, index) => (
        <LabNotes
          key={`${index}-${observation.name}`}
          title={`Notes on ${observation.name}`}
          notes={observation.notes}
          patientNotes={observation.patientNotes}
        />
      ))}
      {delivery.reviewedAt === null ? (
        <div className={styles.forms}>
          <MatchDeliveryForm delivery={delivery} onMatched={onReviewed} />
          <DismissDeliveryForm delivery={delivery} onDismissed={onReviewed} />
        </div>
      ) : (
        <p>This report has already been reviewed.</p>
      )}
    </>
  );
}

/**
 * The lab's notes, each saying whom the lab wrote it for: only notes for the patient are ever shown to them, so
 * the reviewer knows what the patient will read once the report is stored.
 */
function LabNotes({ title, notes, patientNotes }: { title: string; notes: string[]; patientNotes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {notes.map((note, index) => (
          <li key={`${index}-${note}`}>
            {note} ({patientNotes.includes(note) ? LAB_DELIVERY_TEXTS.forPatient : LAB_DELIVERY_TEXTS.forClinicians})
          </li>
        ))}
      </ul>
    </>
  );
}
