import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading';
import { plainLink, type LinkRenderer } from './link-renderer';
import styles from './card.module.css';

/** `resting` (border and sm shadow) by default; `flat` inside another surface; `raised` for what stands out. */
export type CardElevation = 'resting' | 'flat' | 'raised';

export interface CardProps {
  /** Written above the body, divided from it (a title, a status). */
  header?: ReactNode;
  /** Written under the body on a tinted band (actions, a total). */
  footer?: ReactNode;
  children: ReactNode;
  elevation?: CardElevation;
  /** `article` for a thing that stands alone (a test, an order), `li` in a list of cards. */
  as?: 'div' | 'article' | 'section' | 'li';
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

const classesOf = (elevation: CardElevation, ...more: (string | undefined | false)[]) =>
  [styles.card, elevation === 'resting' ? undefined : styles[elevation], ...more].filter(Boolean).join(' ');

/** A surface that holds one thing, with an optional header and footer; its controls are its own. */
export function Card({
  header,
  footer,
  children,
  elevation = 'resting',
  as: Tag = 'div',
  className,
  ...aria
}: CardProps) {
  return (
    <Tag className={classesOf(elevation, className)} {...aria}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Tag>
  );
}

export interface LinkCardProps {
  /** The card's title, a heading holding the one link. */
  title: string;
  href: string;
  /** The title's heading level in the page's outline. */
  headingLevel: HeadingLevel;
  /** What the card says under its title. Words and pictures only: no link, button or field of its own. */
  children?: ReactNode;
  footer?: ReactNode;
  /** Draws the link; the remote's router link where there is one. */
  renderLink?: LinkRenderer;
  as?: 'div' | 'article' | 'li';
  className?: string;
}

/**
 * A card that is one link as a whole. The link is the title (so it reads as the title, not as every word of the
 * card) and stretches over the card to make all of it a target; nothing interactive sits inside it.
 */
export function LinkCard({
  title,
  href,
  headingLevel,
  children,
  footer,
  renderLink = plainLink,
  as: Tag = 'article',
  className,
}: LinkCardProps) {
  return (
    <Tag className={classesOf('resting', styles.interactive, className)}>
      <div className={styles.body}>
        <Heading level={headingLevel} className={styles.title}>
          {renderLink({ href, className: styles.link, children: title })}
        </Heading>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Tag>
  );
}
