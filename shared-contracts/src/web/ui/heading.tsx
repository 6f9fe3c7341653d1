import { createElement, type HTMLAttributes } from 'react';

/** The level of a heading a kit component writes; the caller gives it, so the page's outline stays in order. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel };

/** A heading at the level the caller gives. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(`h${level}`, props);
}
