import '@mantine/core/styles/Tabs.css';

import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, Title } from '@mantine/core';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { DigitalProductsTab } from './digital-products-tab';
import { HolidaysTab } from './holidays-tab';
import { LevelBenefitsTab } from './level-benefits-tab';
import { PreferredGroupsTab } from './preferred-groups-tab';
import { PromoCodesTab } from './promo-codes-tab';
import { ServicesTab } from './services-tab';
import desk from '../desk/desk.module.css';

const TABS = ['codes', 'groups', 'benefits', 'services', 'holidays', 'digital'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

/** /{lang}/staff/catalogue/{tab}: promotional codes, preferred groups, services and prices, holidays, digital products. */
export function CatalogueArea() {
  const { t } = useTranslation('staff-catalogue');
  const { '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const tab: Tab = isTab(rest) ? rest : 'codes';
  useDocumentTitle(t('catalogue.title'));
  return (
    <div className={desk.column}>
      <Title order={1} size="h2">
        {t('catalogue.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => value && navigate(lp(`${staffRoutes.catalogue}/${value}`))} keepMounted={false}>
        <Tabs.List>
          {TABS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`tabs.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="codes">
          <PromoCodesTab />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <PreferredGroupsTab />
        </Tabs.Panel>
        <Tabs.Panel value="benefits">
          <LevelBenefitsTab />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <ServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="holidays">
          <HolidaysTab />
        </Tabs.Panel>
        <Tabs.Panel value="digital">
          <DigitalProductsTab />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
