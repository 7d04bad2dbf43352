import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export type PageHeaderBreadcrumb = { label: string; to?: string };

export type PageHeaderProps = {
  title: ReactNode;
  /** Buttons on the right, e.g. Export or Add. */
  actions?: ReactNode;
  /** Trail above the title; the last entry is the current page. */
  breadcrumbs?: readonly PageHeaderBreadcrumb[];
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalM,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function PageHeader({ title, actions, breadcrumbs }: PageHeaderProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <header className={styles.root}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumb aria-label="Breadcrumb" size="small">
          {breadcrumbs.map((crumb, index) => {
            const last = index === breadcrumbs.length - 1;
            const to = crumb.to;
            return (
              <Fragment key={`${crumb.to ?? ''}|${crumb.label}`}>
                <BreadcrumbItem>
                  {to && !last ? (
                    <BreadcrumbButton
                      as="a"
                      href={to}
                      onClick={(event) => {
                        // Client-side navigation; the href keeps open-in-new-tab working.
                        event.preventDefault();
                        navigate(to);
                      }}
                    >
                      {crumb.label}
                    </BreadcrumbButton>
                  ) : (
                    <BreadcrumbButton current={last}>{crumb.label}</BreadcrumbButton>
                  )}
                </BreadcrumbItem>
                {!last && <BreadcrumbDivider />}
              </Fragment>
            );
          })}
        </Breadcrumb>
      )}
      <div className={styles.row}>
        <Title2 as="h1">{title}</Title2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
