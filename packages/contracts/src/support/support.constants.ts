/**
 * The rules of support requests both sides need: kinds, who may send which, limits. Zod-free.
 */
export const SUPPORT_REQUEST_TYPES = ['support', 'inactive-service', 'proof-of-payment', 'duplicate', 'quote', 'question'] as const;
export type SupportRequestType = (typeof SUPPORT_REQUEST_TYPES)[number];

/** Types about one order: sign-in required, and only the order's owner may open them. */
export const ORDER_REQUEST_TYPES: readonly SupportRequestType[] = ['support', 'inactive-service', 'proof-of-payment', 'duplicate'];
/** What a visitor may send (with their name and e-mail, and the captcha when the flag is on). */
export const VISITOR_REQUEST_TYPES: readonly SupportRequestType[] = ['question', 'quote'];

export function isSupportRequestType(value: unknown): value is SupportRequestType {
  return typeof value === 'string' && (SUPPORT_REQUEST_TYPES as readonly string[]).includes(value);
}

/** Services a person prices (the order form's 'Get a Quote'); a quote request names one. */
export const CONCIERGE_SERVICES = ['graphical-abstract', 'video-abstract', 'research-poster', 'presubmission-review'] as const;
export type ConciergeService = (typeof CONCIERGE_SERVICES)[number];

export function isConciergeService(value: unknown): value is ConciergeService {
  return typeof value === 'string' && (CONCIERGE_SERVICES as readonly string[]).includes(value);
}

export const SUPPORT_STATUSES = ['open', 'waiting', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_NAME_MAX = 100;
/** A message carries at most this many files. */
export const SUPPORT_ATTACHMENTS_PER_MESSAGE = 5;
/** Bytes per attachment (also within the uploader's daily storage quota). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What may be attached: documents, spreadsheets, images and PDFs (checked by their bytes, not their names). */
export const SUPPORT_ATTACHMENT_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.doc', '.docx', '.xls', '.xlsx', '.odt', '.txt', '.rtf'] as const;

/** The inbox's views. */
export const INBOX_VIEWS = ['open', 'unassigned', 'mine', 'waiting', 'closed', 'all'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** A staff member counts as signed in (the chat is answered live) when their session was used this recently. */
export const STAFF_ONLINE_MINUTES = 10;

/** Who sees the chat widget (setting `supportChat.audience`). */
export const CHAT_AUDIENCES = ['everyone', 'customers', 'nobody'] as const;
export type ChatAudience = (typeof CHAT_AUDIENCES)[number];

/** The time to first response, in whole minutes; null while unanswered. */
export function minutesToFirstResponse(createdAt: string | Date, firstResponseAt: string | Date | null): number | null {
  if (firstResponseAt === null) return null;
  const ms = new Date(firstResponseAt).getTime() - new Date(createdAt).getTime();
  return Math.max(0, Math.round(ms / 60_000));
}

/** A duration in minutes as the inbox shows it: `45 min`, `3 h 05 min`, `2 d 4 h`. Parts, so each language words it. */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}
