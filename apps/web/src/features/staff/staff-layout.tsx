import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@mantine/core';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { staffSupportRoutes } from '@marginalia/contracts/support/support.paths';
import { useLocalePath } from '../../lib/application-context';
import classes from './staff.module.css';

const SECTIONS = [
  { key: 'orders', path: staffRoutes.orders },
  { key: 'payments', path: staffRoutes.payments },
  { key: 'fapiaos', path: staffRoutes.fapiaos },
  { key: 'customers', path: staffRoutes.customers },
  { key: 'support', path: staffSupportRoutes.inbox },
  { key: 'catalogue', path: staffRoutes.catalogue },
  { key: 'settings', path: staffRoutes.settings },
  { key: 'outbox', path: staffRoutes.outbox },
  { key: 'audit', path: staffRoutes.audit },
  { key: 'system', path: staffRoutes.system },
  { key: 'testimonials', path: '/staff/testimonials' },
] as const;

/** The console's frame, in the header's container (its edges line up with the logo and the account links): the desks in a row, the desk's page under them. */
export function StaffLayout() {
  const { t } = useTranslation('staff');
  const lp = useLocalePath();
  return (
    <Container size="lg" className={classes.layout}>
      <nav aria-label={t('nav.label')} className={classes.nav}>
        <p className={classes.navTitle}>{t('nav.title')}</p>
        <ul className={classes.navList}>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={lp(section.path)} className={({ isActive }) => (isActive ? `${classes.navLink} ${classes.navLinkActive}` : classes.navLink)}>
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.content}>
        <Outlet />
      </div>
    </Container>
  );
}
