import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps {
  href: string;
  /** The paths this link's page answers to (a path's `pattern`, or its exact path). */
  current: RegExp | string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A link of the header's navigation, marked `aria-current="page"` while its page is shown. */
export function NavLink({ href, current, children, ...rest }: NavLinkProps) {
  const [location] = useLocation();
  const here = typeof current === 'string' ? location === current : current.test(location);
  return (
    <Link href={href} aria-current={here ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}
