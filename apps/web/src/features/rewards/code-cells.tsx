import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor } from '@mantine/core';
import { useLocalePath } from '../../lib/application-context';
import { useServiceName } from '../../components/service-name';

/** The services a code discounts, by their names in the page's language ("All services" for none named). */
export function useServicesLabel(): (serviceIdentities: readonly string[] | null) => string {
  const { t } = useTranslation('rewards');
  const serviceName = useServiceName();
  return (serviceIdentities) => (serviceIdentities ? serviceIdentities.map((identity) => serviceName(identity, identity)).join(', ') : t('benefits.allServices'));
}

/** "Use it": a new order form opened with the code (GET /api/order-form/new?promo=CODE applies it). */
export function UseCodeLink({ code }: { code: string }) {
  const { t } = useTranslation('rewards');
  const lp = useLocalePath();
  return (
    <Anchor component={Link} to={`${lp('/researcher/submit/new')}?promo=${encodeURIComponent(code)}`} size="sm" fw={600}>
      {t('benefits.use')}
    </Anchor>
  );
}
