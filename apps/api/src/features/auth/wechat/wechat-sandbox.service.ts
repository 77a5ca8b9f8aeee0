import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { sandboxQrSvg } from './wechat-sandbox.adapter';
import { approveWechatLogin, findWechatLoginByTicket, markWechatLoginScanned, refuseWechatLogin } from './wechat.repository';

/** What the sandbox's phone page shows. */
export type SandboxPageState =
  | { kind: 'form'; nickname: string; openid: string; invalid: { nickname: boolean; openid: boolean } }
  | { kind: 'approved' }
  | { kind: 'refused' }
  | { kind: 'expired' };

/** WeChat openids are 28 characters of this alphabet; accept any such id up to 64 characters. */
const OPENID = /^[A-Za-z0-9_-]{1,64}$/;
export const NICKNAME_MAX = 64;

const approvalSchema = z.object({
  openid: z.string().trim().regex(OPENID),
  nickname: z
    .string()
    .trim()
    .min(1)
    .max(NICKNAME_MAX)
    .regex(/^[^\u0000-\u001f\u007f]*$/),
});

export interface SandboxApproval {
  openid?: string;
  nickname?: string;
}

/**
 * The page for a ticket (null for a ticket we never issued); showing it counts as the scan (the row
 * moves from pending to scanned).
 */
export async function sandboxPage(
  db: Db,
  ticket: string,
  sample: { nickname: string; openid: string },
  now = new Date(),
): Promise<SandboxPageState | null> {
  const row = await findWechatLoginByTicket(db, ticket);
  if (!row) return null;
  if (row.status === 'approved' || row.status === 'consumed') return { kind: 'approved' };
  if (row.status === 'refused') return { kind: 'refused' };
  if (row.expiresAt <= now) return { kind: 'expired' };
  await markWechatLoginScanned(db, ticket, now);
  return { kind: 'form', ...sample, invalid: { nickname: false, openid: false } };
}

/**
 * The phone's "Approve": records openid and nickname on the sign-in. Invalid input gives the form back
 * with its errors; otherwise null: the browser is sent to the page, which shows the code's state now
 * (approved, or expired / already decided when the approval came too late).
 */
export async function sandboxApprove(db: Db, ticket: string, input: SandboxApproval, now = new Date()): Promise<SandboxPageState | null> {
  const parsed = approvalSchema.safeParse({ openid: input.openid ?? '', nickname: input.nickname ?? '' });
  if (parsed.success) {
    await approveWechatLogin(db, { ticket }, parsed.data, now);
    return null;
  }
  const row = await findWechatLoginByTicket(db, ticket);
  if (!row || row.expiresAt <= now || (row.status !== 'pending' && row.status !== 'scanned')) return null;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return {
    kind: 'form',
    nickname: input.nickname ?? '',
    openid: input.openid ?? '',
    invalid: { nickname: bad.has('nickname'), openid: bad.has('openid') },
  };
}

export async function sandboxRefuse(db: Db, ticket: string, now = new Date()): Promise<void> {
  await refuseWechatLogin(db, ticket, now);
}

/** The QR image of a ticket we issued (whatever its state), or null. */
export async function sandboxQrCode(db: Db, publicUrl: string, ticket: string): Promise<string | null> {
  const row = await findWechatLoginByTicket(db, ticket);
  return row ? sandboxQrSvg(publicUrl, row.ticket) : null;
}
