import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  daySchema,
  holidayInputSchema,
  holidaysQuerySchema,
  holidaysResponseSchema,
  preferredGroupInputSchema,
  preferredGroupResponseSchema,
  preferredGroupsResponseSchema,
  promotionalCodeInputSchema,
  promotionalCodeResponseSchema,
  promotionalCodeRetiredSchema,
  promotionalCodesResponseSchema,
  serviceOptionInputSchema,
  serviceUpdateSchema,
  staffServiceResponseSchema,
  staffServicesResponseSchema,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { staffCataloguePaths } from '@marginalia/contracts/staff/staff.paths';
import { staffContext } from '../staff-context';
import { catalogueContext, guardStaffRoutes } from './catalogue-context';
import { createCode, createGroup, listCodes, listGroups, retireCode, updateCode, updateGroup } from './staff-promotions.service';
import { addHoliday, addOption, changeOption, changeService, holidaysOf, listServices, removeHoliday, removeOption } from './staff-services.service';

const tags = ['staff'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const serviceParams = z.object({ identity: z.string().trim().min(1).max(60) });
const optionParams = serviceParams.extend({ optionId: z.coerce.number().int().positive().max(2_147_483_647) });
const holidayParams = z.object({ localization: z.string().trim().min(1).max(20), day: daySchema });

/**
 * The catalogue desk: promotional codes, preferred groups, services with their priced
 * options, and holidays. Paths: staffCataloguePaths. Price and holiday changes apply at once (see README).
 */
export async function staffCatalogueRoutes(app: FastifyInstance): Promise<void> {
  guardStaffRoutes(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffCataloguePaths.promotionalCodes,
    { config: { access: 'staff' }, schema: { tags, summary: 'Every promotional code with how often it was used', response: { 200: promotionalCodesResponseSchema } } },
    async (request) => listCodes(staffContext(app, request)),
  );
  routes.post(
    staffCataloguePaths.promotionalCodes,
    { config: { access: 'staff' }, schema: { tags, summary: 'Create a promotional code (409 when the code exists)', body: promotionalCodeInputSchema, response: { 200: promotionalCodeResponseSchema } } },
    async (request) => createCode(staffContext(app, request), request.body),
  );
  routes.put(
    staffCataloguePaths.promotionalCode.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Change a promotional code', params: idParams, body: promotionalCodeInputSchema, response: { 200: promotionalCodeResponseSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      return updateCode(context, request.params.id, request.body);
    },
  );
  routes.delete(
    staffCataloguePaths.promotionalCode.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Delete an unused code, or deactivate a used one', params: idParams, response: { 200: promotionalCodeRetiredSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      return retireCode(context, request.params.id);
    },
  );

  routes.get(
    staffCataloguePaths.preferredGroups,
    { config: { access: 'staff' }, schema: { tags, summary: 'Preferred groups with their member counts', response: { 200: preferredGroupsResponseSchema } } },
    async (request) => listGroups(staffContext(app, request)),
  );
  routes.post(
    staffCataloguePaths.preferredGroups,
    { config: { access: 'staff' }, schema: { tags, summary: 'Create a preferred group (409 when the code exists)', body: preferredGroupInputSchema, response: { 200: preferredGroupResponseSchema } } },
    async (request) => createGroup(staffContext(app, request), request.body),
  );
  routes.put(
    staffCataloguePaths.preferredGroup.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Change a preferred group', params: idParams, body: preferredGroupInputSchema, response: { 200: preferredGroupResponseSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      return updateGroup(context, request.params.id, request.body);
    },
  );

  routes.get(
    staffCataloguePaths.services,
    { config: { access: 'staff' }, schema: { tags, summary: 'Every service with its priced options (US cents)', response: { 200: staffServicesResponseSchema } } },
    async (request) => listServices(staffContext(app, request)),
  );
  routes.put(
    staffCataloguePaths.service.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Change a service (name, active, featured, certificate, reward points)', params: serviceParams, body: serviceUpdateSchema, response: { 200: staffServiceResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return changeService(context, request.params.identity, request.body);
    },
  );
  routes.post(
    staffCataloguePaths.serviceOptions.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Add a priced option (422 when its bin overlaps another)', params: serviceParams, body: serviceOptionInputSchema, response: { 200: staffServiceResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return addOption(context, request.params.identity, request.body);
    },
  );
  routes.put(
    staffCataloguePaths.serviceOption.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Change a priced option', params: optionParams, body: serviceOptionInputSchema, response: { 200: staffServiceResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return changeOption(context, request.params.identity, request.params.optionId, request.body);
    },
  );
  routes.delete(
    staffCataloguePaths.serviceOption.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Delete a priced option no order used (409 otherwise)', params: optionParams, response: { 200: staffServiceResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return removeOption(context, request.params.identity, request.params.optionId);
    },
  );

  routes.get(
    staffCataloguePaths.holidays,
    { config: { access: 'staff' }, schema: { tags, summary: 'Holidays, optionally of one localization', querystring: holidaysQuerySchema, response: { 200: holidaysResponseSchema } } },
    async (request) => {
      const context = staffContext(app, request);
      return holidaysOf(context, request.query.localization);
    },
  );
  routes.post(
    staffCataloguePaths.holidays,
    { config: { access: 'staff' }, schema: { tags, summary: 'Add a holiday (deadlines skip it at once)', body: holidayInputSchema, response: { 200: holidaysResponseSchema } } },
    async (request) => addHoliday(catalogueContext(app, request), request.body),
  );
  routes.delete(
    staffCataloguePaths.holiday.template,
    { config: { access: 'staff' }, schema: { tags, summary: 'Remove a holiday', params: holidayParams, response: { 200: holidaysResponseSchema } } },
    async (request) => {
      const context = catalogueContext(app, request);
      return removeHoliday(context, request.params.localization, request.params.day);
    },
  );
}
