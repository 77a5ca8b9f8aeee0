import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { useLocalePath, useUserName } from '../../lib/application-context';
import { ArrowRightIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { MoreOptions, RecentDocuments, RecentOrders } from './home/home-sections';
import { GrammarCheckCard } from '../grammar-check/grammar-check.public';
import homeClasses from './home/home.module.css';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import classes from './researcher.module.css';

/**
 * Home dashboard (/home, shown once curie_is_launched is on; the rubriq area opens on digital editing):
 * the welcome and the ways on, the three latest orders, the latest editing and translation documents and the
 * more-options widgets.
 */
export function HomePage() {
  const { t } = useTranslation('researcher');
  const userName = useUserName();
  const lp = useLocalePath();
  useDocumentTitle(t('home.documentTitle'));

  return (
    <Page size="lg">
      <PageHeader title={t('home.welcome', { name: userName })} lead={t('home.lead')} spacing="roomy" />
      <nav aria-label={t('home.linksLabel')} className={classes.links}>
        <Button component={Link} to={lp('/researcher')} variant="default" size="md">
          {t('home.myOrders')}
        </Button>
        <Button component={Link} to={lp('/researcher/submit/get-started')} size="md" rightSection={<ArrowRightIcon size={16} />}>
          {t('home.startOrder')}
        </Button>
      </nav>
      <div className={homeClasses.grid}>
        <RecentOrders />
        <RecentDocuments />
      </div>
      <GrammarCheckCard />
      <MoreOptions />
    </Page>
  );
}
