import { useId, useState, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading';
import { Icon } from './icon';
import { ChevronDown } from './icons';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  /** The question or the section's name; the button that opens it. */
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of each title's heading, one below the section the accordion sits in. */
  headingLevel: HeadingLevel;
  /** The items open at first; all closed unless told. */
  defaultOpen?: readonly string[];
  className?: string;
}

/**
 * Sections that open and close, such as questions and answers: each title is a heading holding a disclosure button
 * (`aria-expanded`, `aria-controls`), so the questions are found by heading and read out as open or closed. Each
 * opens on its own; any number can be open. The answers are not regions: a page of questions would otherwise fill
 * the landmarks list.
 */
export function Accordion({ items, headingLevel, defaultOpen = [], className }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading level={headingLevel} className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon icon={ChevronDown} className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className={styles.panel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
