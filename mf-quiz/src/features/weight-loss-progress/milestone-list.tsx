import type { WeightLossMilestone } from '@labshop/shared-contracts/core';
import { Badge, formatDate } from '@labshop/shared-contracts/web/ui';
import { PROGRESS_TEXTS } from './progress-texts';
import styles from './progress.module.css';

/** The programme's milestones, each said reached (with its day) or ahead in words, not by colour alone. */
export function MilestoneList({ milestones }: { milestones: readonly WeightLossMilestone[] }) {
  return (
    <section aria-labelledby="milestones-title">
      <h2 id="milestones-title">{PROGRESS_TEXTS.milestones}</h2>
      <ul className={styles.milestones}>
        {milestones.map((milestone) => (
          <li key={milestone.id} className={styles.milestone}>
            <span>{milestone.title}</span>
            {milestone.reached ? (
              <Badge tone="success">
                {milestone.reachedOn ? `Reached ${formatDate(milestone.reachedOn)}` : 'Reached'}
              </Badge>
            ) : (
              <Badge tone="neutral">Ahead</Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
