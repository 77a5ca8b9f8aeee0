import { groupWidgetShown } from '@marginalia/contracts/users/preferred-group.contract';
import { useCurrentUser } from '../../../lib/application-context';
import { GroupWidget } from './group-widget';
import { PrepayCreditWidget } from './prepay-credit-widget';
import { ReferralWidget } from './referral-widget';
import { RewardsWidget } from './rewards-widget';
import classes from './widgets.module.css';

/**
 * The dashboard's widgets: referrals; rewards for users with rewards, else the prepay credit
 * when invoices are shown (hideInvoices hides every credit); the group discount or the join-a-group form,
 * except for members of a free-trial group.
 */
export function DashboardWidgets() {
  const user = useCurrentUser();
  return (
    <div className={classes.widgets}>
      <ReferralWidget />
      {user.hasRewards ? <RewardsWidget /> : !user.hideInvoices && <PrepayCreditWidget />}
      {groupWidgetShown(user.preferredGroup) && <GroupWidget />}
    </div>
  );
}
