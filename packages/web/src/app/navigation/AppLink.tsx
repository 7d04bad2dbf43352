import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  inline?: boolean;
  appearance?: 'default' | 'subtle';
  'aria-label'?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A Fluent link that navigates inside the app (keeps ctrl/middle click opening a new tab). */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event);
      }}
    />
  );
}
