import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@mantine/core';
import { isApiUrl } from '@marginalia/contracts/http/api-path';
import { LogoMark } from '../../components/logo-mark';
import { useApplication, useLocalePath } from '../../lib/application-context';
import classes from './footer.module.css';

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//.test(url) || url.startsWith('mailto:');
}

export function Footer() {
  const { t } = useTranslation();
  const application = useApplication();
  const lp = useLocalePath();
  const links = Object.entries(application.config.links);
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.brand}>
          <LogoMark size={30} />
          <span className={classes.brandText}>
            <span className={classes.name}>{application.companyShortName}</span>
            <span className={classes.tagline}>{t('footer.tagline')}</span>
          </span>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className={classes.links}>
            <li>
              <Link to={lp('/certificate')} className={classes.link}>
                {t('footer.verifyCertificate')}
              </Link>
            </li>
            {links.map(([name, url]) => (
              <li key={name}>
                {isExternal(url) ? (
                  <a href={url} className={classes.link} rel="noopener">
                    {t(`footer.links.${name}`, { defaultValue: name })}
                  </a>
                ) : (
                  <Link to={isApiUrl(url) ? url : lp(url)} className={classes.link} reloadDocument={isApiUrl(url)}>
                    {t(`footer.links.${name}`, { defaultValue: name })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={classes.copyright}>{t('footer.copyright', { year, company: application.companyShortName })}</p>
      </Container>
    </footer>
  );
}
