import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './test-list.module.css';

interface CategorySidebarProps {
  children: ReactNode;
  /** The link to what is shown now, brought into view when it lies past the sidebar's own scroll. */
  currentLinkRef: RefObject<HTMLElement | null>;
  /** Changes when another link may have become the current one (the category, or the categories arriving). */
  revealKey: string;
}

/**
 * The categories above the filters, beside the results or in the drawer; a long list scrolls within it, keeping the
 * current one seen.
 */
export function CategorySidebar({ children, currentLinkRef, revealKey }: CategorySidebarProps) {
  const sidebarRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sidebar = sidebarRef.current;
    const current = currentLinkRef.current;
    if (!sidebar || !current) return;
    // What shows of the sidebar: until the page is scrolled its foot may lie below the window.
    const shown = Math.min(sidebar.clientHeight, window.innerHeight - sidebar.getBoundingClientRect().top);
    const top = current.offsetTop;
    const bottom = top + current.offsetHeight;
    if (top < sidebar.scrollTop || bottom > sidebar.scrollTop + shown) {
      sidebar.scrollTop = top - Math.max(0, (shown - current.offsetHeight) / 2);
    }
  }, [currentLinkRef, revealKey]);
  return (
    <div ref={sidebarRef} className={styles.sidebar}>
      {children}
    </div>
  );
}
