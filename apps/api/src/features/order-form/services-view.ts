import { CONCIERGE_SERVICES as CONCIERGE_SERVICE_KEYS } from '@marginalia/contracts/support/support.constants';
import { supportRoutes } from '@marginalia/contracts/support/support.paths';
import { translationRestricted } from '@marginalia/contracts/order-form/pricing/word-count';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { serviceView, type PricingInput } from './order-form-pricing';

/**
 * Which services a form offers on its services steps: editing, translation, rework or multimedia
 * tiles, depending on what the order allows.
 */
const MAIN_GROUP_OF_GOAL: Record<string, string> = {
  editing: 'editing',
  'price-quote': 'editing',
  'additional-services': 'editing',
  translation: 'translation',
  rework: 'rework',
  multimedia: 'multimedia',
  'figures-only': 'multimedia',
};

/** The one service we suggest on the editing page; the others are alternatives. */
const RECOMMENDED = new Set(['advanced-editing', 'translation', 'illustration']);
/** Behind the premiumAdvancedEditing flag. */
const PREMIUM_ADVANCED = new Set(['premium-editing', 'advanced-editing']);

export interface OfferContext {
  goal: string | null;
  flags: Record<string, boolean>;
  manuscriptLanguageId: number | null;
  impersonating: boolean;
  /** The free touch-up is offered only on a re-edit whose original's free window is open (reedit-rules.ts). */
  freeReedit: boolean;
}

/** What decides a form's offer: its goal and manuscript, the flags, and who is asking. */
export function offerContextOf(
  request: { application: { featureFlags: Record<string, boolean> }; impersonating: boolean },
  form: { customerGoal: string | null; manuscriptLanguageId: number | null; freeReeditSince: Date | null },
): OfferContext {
  return {
    goal: form.customerGoal,
    flags: request.application.featureFlags,
    manuscriptLanguageId: form.manuscriptLanguageId,
    impersonating: request.impersonating,
    freeReedit: form.freeReeditSince !== null,
  };
}

export function mainGroupOf(goal: string | null): string {
  return MAIN_GROUP_OF_GOAL[goal ?? 'editing'] ?? 'editing';
}

export function offeredIdentities(input: PricingInput, context: OfferContext, group: string): string[] {
  const members = input.catalogue.groups.get(group) ?? [];
  return members.filter((identity) => {
    if (!input.catalogue.services.has(identity)) return false;
    if (PREMIUM_ADVANCED.has(identity) && context.flags.premiumAdvancedEditing === false) return false;
    if (identity === 'touch-up' && !context.freeReedit) return false;
    return true;
  });
}

/** The main tiles and the additional services, each priced for this form. */
export function serviceOffer(input: PricingInput, context: OfferContext): { main: OrderFormService[]; additional: OrderFormService[] } {
  const group = mainGroupOf(context.goal);
  const mainIdentities = offeredIdentities(input, context, group);
  const additionalIdentities = offeredIdentities(input, context, 'additional').filter((identity) => !mainIdentities.includes(identity));
  const selected = new Map(input.selection.map((item) => [item.serviceIdentity, item.quantity]));
  const restricted = translationRestricted({ wordCount: input.wordCount ?? 0, manuscriptLanguageId: context.manuscriptLanguageId, impersonating: context.impersonating });
  const build = (identity: string): OrderFormService | null => {
    const service = input.catalogue.services.get(identity);
    if (!service) return null;
    const view = serviceView(input, service, {
      selected: selected.has(identity),
      quantity: selected.get(identity) ?? 1,
      recommended: RECOMMENDED.has(identity) && group !== 'additional',
      disabled: service.serviceType === 'translation' && restricted ? 'translation-restricted-notice' : null,
      rush: input.rush,
    });
    return { ...view, featured: view.featured && context.flags.featured_editing_service_component !== false };
  };
  return {
    main: mainIdentities.map(build).filter((view): view is OrderFormService => view !== null),
    additional: additionalIdentities.map(build).filter((view): view is OrderFormService => view !== null),
  };
}

/**
 * Services that need a quote from a person rather than a price list (concierge services show a
 * 'Get a Quote' link). Support handles them; the keys name the translated tiles.
 */
export const CONCIERGE_SERVICES = CONCIERGE_SERVICE_KEYS.map((key) => ({ key, supportPath: supportRoutes.quote(key) }));
