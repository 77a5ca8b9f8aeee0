import { z } from 'zod';

/**
 * The user's preferred group (`preferredGroup` of the user): an institutional
 * group whose members get a standing percentage discount on later orders (applied by the order form's
 * discounts). A researcher joins one by typing its code on the dashboard and may leave it.
 */
/** The longest group code accepted; codes are short words such as `cambridge1`. */
export const GROUP_CODE_MAX = 50;

/** The error of a failed join: unknown, inactive and private groups answer the same. */
export const PREFERRED_GROUP_JOIN_ERROR = 'preferred-group-join-generic-error';
/** The success text 'You have been associated with the group code you entered.' */
export const PREFERRED_GROUP_JOIN_SUCCESS = 'preferred-group-join-success';

/**
 * As the load and the join answer it. `discount` is the percentage when `percentageDiscount` (every group
 * today); `membershipDisplayed` marks a private group (not shareable, assigned by staff), which the
 * dashboard shows as a membership without its code.
 */
export const userPreferredGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.number().int(),
  percentageDiscount: z.boolean(),
  shareable: z.boolean(),
  membershipDisplayed: z.boolean(),
  /** A free-trial group: its members are not shown the group widgets (groupWidgetShown). */
  freeTrial: z.boolean(),
});
export type UserPreferredGroup = z.infer<typeof userPreferredGroupSchema>;

/** A stored group as the user sees it (the join's answer and the load build it the same way). */
export function userPreferredGroupView(group: { code: string; name: string; discountPercent: number; shareable: boolean; freeTrial: boolean }): UserPreferredGroup {
  return {
    code: group.code,
    name: group.name,
    discount: group.discountPercent,
    percentageDiscount: true,
    shareable: group.shareable,
    membershipDisplayed: !group.shareable,
    freeTrial: group.freeTrial,
  };
}

/**
 * Whether the dashboard and the home page show the group widget (the group discount, or the join-a-group
 * form): not to members of a free-trial group, whose trial is not a group to advertise
 * or leave for another.
 */
export function groupWidgetShown(preferredGroup: Pick<UserPreferredGroup, 'freeTrial'> | null | undefined): boolean {
  return !(preferredGroup?.freeTrial ?? false);
}

/** POST /api/users/{id}/preferred-group. A blank code is the same join error, shown under the field. */
export const joinPreferredGroupRequestSchema = z.object({
  groupCode: z.string().trim().min(1, PREFERRED_GROUP_JOIN_ERROR).max(GROUP_CODE_MAX, PREFERRED_GROUP_JOIN_ERROR),
});
export type JoinPreferredGroupRequest = z.input<typeof joinPreferredGroupRequestSchema>;

/** POST and DELETE answer the user's group after the change (null once left). */
export const preferredGroupResponseSchema = z.object({ preferredGroup: userPreferredGroupSchema.nullable() });
export type PreferredGroupResponse = z.infer<typeof preferredGroupResponseSchema>;
