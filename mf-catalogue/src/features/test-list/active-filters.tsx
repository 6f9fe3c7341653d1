import { Button, X } from '@labshop/shared-contracts/web/ui';
import { activeFilters } from './filter-labels';
import { NO_FILTERS, type ListFilters } from './list-query';
import styles from './list-filters.module.css';

interface ActiveFiltersProps {
  filters: ListFilters;
  currency: string;
  onChange: (filters: ListFilters) => void;
}

/** The filters in force above the results, each removable on its own, and all at once with "Clear filters". */
export function ActiveFilters({ filters, currency, onChange }: ActiveFiltersProps) {
  const chips = activeFilters(filters, currency);
  if (chips.length === 0) return null;
  return (
    <div className={styles.active}>
      <ul aria-label="Filters in use" className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Remove filter: ${chip.label}`}
              onClick={() => onChange(chip.without)}
            >
              {chip.label}
              <X aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <Button theme="link" size="sm" onClick={() => onChange(NO_FILTERS)}>
        Clear filters
      </Button>
    </div>
  );
}
