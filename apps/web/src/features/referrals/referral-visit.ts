import type { ReferralVisitRequest } from '@marginalia/contracts/referrals/referrals.contract';
import { REFERRAL_VISITS_PATH } from '@marginalia/contracts/referrals/referrals.paths';
import { api } from '../../lib/api-client';

/** POST /api/referral-rewards/visits: records the referral this browser arrived through (kept apart: the shell needs only this). */
export function recordReferralVisit(body: ReferralVisitRequest) {
  return api.post<{ recorded: boolean }>(REFERRAL_VISITS_PATH, body);
}
