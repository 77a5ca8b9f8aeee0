import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@mantine/core';
import { greetingFor } from '@marginalia/contracts/users/greeting';
import { useApplication, useCurrentUser, useLocalePath, useUserName } from '../../lib/application-context';
import { isUnder } from '../../lib/language-path';
import { visibleSubNavigation } from './sub-navigation-items';
import classes from './sub-navigation.module.css';

/**
 * The sub-navigation is hidden on order-form, curie (now rubriq) and home routes. The
 * staff console has its own navigation, and the researcher's links mean nothing there.
 */
const HIDDEN_UNDER = ['/researcher/submit', '/curie', '/rubriq', '/home', '/staff'];

/** `path` is the path without language prefix. */
export function showsSubNavigation(path: string): boolean {
  return !HIDDEN_UNDER.some((base) => isUnder(path, base));
}

/** Placeholder for the name, so the translation decides where it goes ("Welcome back, {name}", "{name} さん"). */
const NAME_SLOT = '\u0000';

function Welcome({ template, name }: { template: string; name: string }) {
  const [before = '', ...rest] = template.split(NAME_SLOT);
  return (
    <>
      {before}
      <strong>{name}</strong>
      {rest.join('')}
    </>
  );
}

export function SubNavigation() {
  const { t } = useTranslation();
  const { config, allowsDigitalEditing, allowsDigitalTranslations } = useApplication();
  const user = useCurrentUser();
  // Signed-in people only see this bar: a feature's link shows when the feature is on for them.
  const items = visibleSubNavigation(config.subNavigation, { languageAssessmentEnabled: user.languageAssessmentEnabled, allowsDigitalEditing, allowsDigitalTranslations });
  const userName = useUserName();
  const lp = useLocalePath();

  return (
    <nav className={classes.bar} aria-label={t('subnav.label')}>
      <Container size="lg" className={classes.inner}>
        <p className={classes.welcome}>
          <Welcome template={t(`subnav.${greetingFor(user)}`, { name: NAME_SLOT })} name={userName} />
        </p>
        {items.length > 0 && (
          <ul className={classes.links}>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={lp(item.path)} end={item.path === '/researcher'} className={classes.link}>
                  {t(`subnav.items.${item.key}`, { defaultValue: item.key })}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </nav>
  );
}
