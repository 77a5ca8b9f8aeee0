import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { oauthFlows } from '../../../platform/db/schema/all-tables';
import type { OauthFlowRow } from '../../../platform/db/schema/identity';


/** Records a started sign-in, dropping abandoned ones on the way (the table only ever holds minutes of flows). */
export async function saveOauthFlow(db: Db, flow: typeof oauthFlows.$inferInsert, now = new Date()): Promise<void> {
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
  await db.insert(oauthFlows).values(flow);
}

/** Removes and returns the flow of `state`: a flow is usable once, whatever happens next. */
export async function takeOauthFlow(db: Db, state: string): Promise<OauthFlowRow | null> {
  const rows = await db.delete(oauthFlows).where(eq(oauthFlows.state, state)).returning();
  return rows[0] ?? null;
}
