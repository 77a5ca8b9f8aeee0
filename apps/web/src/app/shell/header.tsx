import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container } from '@mantine/core';
import { LogoMark } from '../../components/logo-mark';
import { UserIcon } from '../../components/icons';
import { useApplication, useCurrentUser, useLocalePath, useUserName } from '../../lib/application-context';
import { LanguageChooser } from './language-chooser';
import classes from './header.module.css';

export function Header() {
  const { t } = useTranslation();
  const application = useApplication();
  const user = useCurrentUser();
  const userName = useUserName();
  const lp = useLocalePath();

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={lp('/')} className={classes.brand}>
          <LogoMark size={32} />
          <span className={classes.brandName}>{application.companyShortName}</span>
        </Link>
        <div className={classes.actions}>
          {application.config.allowLanguageSelection && application.config.siteLanguages.length > 1 && <LanguageChooser />}
          {user.loggedIn ? (
            <div className={classes.account}>
              {user.role === 'staff' && (
                <Link to={lp('/staff')} className={classes.signOut}>
                  {t('header.staffConsole')}
                </Link>
              )}
              <Link to={lp('/account')} className={classes.userName} title={t('header.account')}>
                <UserIcon size={18} />
                <span className={classes.userNameText}>{userName}</span>
              </Link>
              <a className={classes.signOut} href="/logout">
                {t('header.signOut')}
              </a>
            </div>
          ) : (
            <Button component={Link} to={lp('/login')} variant="filled" size="sm">
              {t('header.signIn')}
            </Button>
          )}
        </div>
      </Container>
    </header>
  );
}
