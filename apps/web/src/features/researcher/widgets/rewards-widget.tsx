import '@mantine/core/styles/Progress.css';

import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Progress, Skeleton, Text, Title } from '@mantine/core';
import { loyaltyLevelName } from '@marginalia/contracts/reference/reference-names';
import { useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { CertificateIcon } from '../../../components/icons';
import { loyaltyLevelsQuery } from './widgets-api';
import classes from './widgets.module.css';

/** The rewards widget: loyalty level, points and progress to the next level (100% at the top). */
export function RewardsWidget() {
  const { t, i18n } = useTranslation('researcher');
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const loyalty = useQuery(loyaltyLevelsQuery());
  const data = loyalty.data;

  return (
    <section className={classes.widget} aria-labelledby="rewards-widget-title" data-testid="rewards-widget">
      <div className={classes.head}>
        <span className={classes.icon}>
          <CertificateIcon size={18} />
        </span>
        <Title order={2} id="rewards-widget-title" className={classes.title}>
          {t('widgets.rewards.title')}
        </Title>
      </div>
      {data ? (
        <>
          <Text className={classes.text}>{t('widgets.rewards.level', { level: data.userLevel ? loyaltyLevelName(language, data.userLevel) : '—' })}</Text>
          <p className={classes.figure}>{t('widgets.rewards.points', { count: data.points, points: data.points.toLocaleString(i18n.language) })}</p>
          <Progress.Root className={classes.progress} size="md" radius="xl">
            <Progress.Section value={data.progress} aria-label={t('widgets.rewards.progressLabel')} aria-valuetext={`${data.progress}%`} />
          </Progress.Root>
          <Text className={classes.text}>
            {data.nextLevel ? t('widgets.rewards.toNext', { progress: data.progress, level: loyaltyLevelName(language, data.nextLevel) }) : t('widgets.rewards.topLevel')}
          </Text>
        </>
      ) : (
        <Skeleton height={64} mt={8} aria-label={t('widgets.loading')} />
      )}
      <Anchor component={Link} to={lp('/researcher/rewards')} className={classes.link}>
        {t('widgets.rewards.link')}
      </Anchor>
    </section>
  );
}
