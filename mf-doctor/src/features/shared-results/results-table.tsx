import { Link } from 'react-router-dom';
import { RESULT_STATUS_WORDS, type ResultsEntry } from '@labshop/shared-contracts/core';
import {
  Badge,
  CircleAlert,
  CircleCheck,
  OctagonAlert,
  Table,
  type TableColumn,
  type Tone,
} from '@labshop/shared-contracts/web/ui';
import { flagSummary } from './results-view';
import { formatDay } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';
import styles from './doctor-tool.module.css';

const STATUS_TONES: Record<ResultsEntry['status'], Tone> = {
  awaiting_sample: 'neutral',
  in_lab: 'info',
  ready: 'success',
};

const FLAG_ICONS = { danger: OctagonAlert, warning: CircleAlert, success: CircleCheck } as const;

function FlagCell({ entry }: { entry: ResultsEntry }) {
  const summary = flagSummary(entry);
  if (summary === null) return <span>{TEXTS.valuesPending}</span>;
  return (
    <span className={styles.cellValue}>
      <Badge tone={summary.tone} icon={FLAG_ICONS[summary.tone]}>
        {summary.words}
      </Badge>
    </span>
  );
}

/** One person's tests as rows: a ready result links to its page; status and flags are words on badges. */
export function ResultsTable({
  caption,
  entries,
  linkOf,
}: {
  caption: string;
  entries: readonly ResultsEntry[];
  linkOf: (entry: ResultsEntry) => string | null;
}) {
  const columns: TableColumn<ResultsEntry>[] = [
    {
      id: 'test',
      header: TEXTS.columnTest,
      cell: (entry) => {
        const href = linkOf(entry);
        return href === null ? entry.testName : <Link to={href}>{entry.testName}</Link>;
      },
    },
    {
      id: 'date',
      header: TEXTS.columnDate,
      cell: (entry) => <span className={styles.nowrap}>{formatDay(entry.date)}</span>,
    },
    {
      id: 'status',
      header: TEXTS.columnStatus,
      cell: (entry) => (
        <span className={styles.cellValue}>
          <Badge tone={STATUS_TONES[entry.status]}>{RESULT_STATUS_WORDS[entry.status]}</Badge>
        </span>
      ),
    },
    { id: 'values', header: TEXTS.columnValues, cell: (entry) => <FlagCell entry={entry} /> },
    {
      id: 'order',
      header: TEXTS.columnOrder,
      cell: (entry) => <span className={styles.nowrap}>{entry.orderNumber}</span>,
    },
  ];
  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.orderLineId}
      rowHeader="test"
    />
  );
}
