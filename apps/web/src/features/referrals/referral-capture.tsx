import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isReferralChannel, REFERRAL_CHANNEL_PARAM, REFERRAL_CODE_PARAM, REFERRAL_CODE_PATTERN } from '@marginalia/contracts/referrals/referral-link';
import { useCurrentUser } from '../../lib/application-context';
import { recordReferralVisit } from './referral-visit';

/**
 * The registration page opened with `?referral=CODE` (invitation e-mails sent before share links, links
 * people wrote by hand): the visit is recorded for this browser, as the share link's page records it, so the
 * account registered here is tied to the referrer. Renders nothing; an unknown code is ignored.
 */
export function ReferralCapture() {
  const { search } = useLocation();
  const user = useCurrentUser();
  const params = new URLSearchParams(search);
  const code = params.get(REFERRAL_CODE_PARAM);
  const via = params.get(REFERRAL_CHANNEL_PARAM);
  useEffect(() => {
    if (user.loggedIn || !code || !REFERRAL_CODE_PATTERN.test(code)) return;
    recordReferralVisit({ referralCode: code, channel: isReferralChannel(via) ? via : 'email' }).catch(() => undefined);
  }, [code, via, user.loggedIn]);
  return null;
}
