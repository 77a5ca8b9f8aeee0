import { z } from 'zod';
import { wfoeMigrationStatusSchema } from '../app-config/app-config.contract';

/** `/api/users/{id}/…`: `{id}` is the signed-in user's identity; any other id answers 404. */
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** PUT /api/users/{id}/wfoe-tos-accepted answers the migration status after recording the acceptance. */
export const wfoeTermsAcceptedResponseSchema = z.object({ wfoeMigrationStatus: wfoeMigrationStatusSchema });
export type WfoeTermsAcceptedResponse = z.infer<typeof wfoeTermsAcceptedResponseSchema>;

/** PUT /api/users/{id}/hide-check-spam-message: the banner is hidden from now on. */
export const hideCheckSpamMessageResponseSchema = z.object({ showCheckSpamMessage: z.literal(false) });
export type HideCheckSpamMessageResponse = z.infer<typeof hideCheckSpamMessageResponseSchema>;
