import { createElement, type ReactNode } from 'react';

export interface LinkRendererProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  /** 'page' on the link to the page shown; 'true' on one whose section holds it (a navigation's section). */
  'aria-current'?: 'page' | 'true';
  rel?: 'prev' | 'next';
}

/**
 * How a kit component draws a link. A plain `<a>` by default; a remote passes one that follows its router
 * (`({ href, ...rest }) => <Link to={href} {...rest} />`), as the kit knows no router.
 */
export type LinkRenderer = (props: LinkRendererProps) => ReactNode;

export const plainLink: LinkRenderer = (props) => createElement('a', props);
