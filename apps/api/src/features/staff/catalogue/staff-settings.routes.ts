import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  featureFlagResponseSchema,
  featureFlagsResponseSchema,
  featureFlagUpdateSchema,
  settingResponseSchema,
  settingsResponseSchema,
  settingUpdateSchema,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { staffCataloguePaths } from '@marginalia/contracts/staff/staff.paths';
import { staffContext } from '../staff-context';
import { catalogueContext, guardStaffRoutes } from './catalogue-context';
import { changeSetting, listFlags, listSettings, toggleFlag } from './staff-settings.service';

const tags = ['staff'];
const keyParams = z.object({ key: z.string().trim().min(1).max(80) });

/** Feature flags and application settings: validated by the settings contract, live at once. */
export async function staffSettingsRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffCataloguePaths.featureFlags,
    { config: { access: 'staff' }, schema: { tags, summary: 'Every feature flag', response: { 200: featureFlagsResponseSchema } } },
    async (request) => listFlags(staffContext(app, request)),
  );
  routes.put(
    staffCataloguePaths.featureFlag.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Turn a feature flag on or off', params: keyParams, body: featureFlagUpdateSchema, response: { 200: featureFlagResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return toggleFlag(context, request.params.key, request.body.enabled);
    },
  );
  routes.get(
    staffCataloguePaths.settings,
    { config: { access: 'staff' }, schema: { tags, summary: 'Every application setting with its value and how it is edited', response: { 200: settingsResponseSchema } } },
    async (request) => listSettings(staffContext(app, request)),
  );
  routes.put(
    staffCataloguePaths.setting.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Change one setting (422 when the settings contract refuses the value)', params: keyParams, body: settingUpdateSchema, response: { 200: settingResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return changeSetting(context, request.params.key, request.body.value);
    },
  );
}
