import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { jobs, orderFormFiles, orderForms } from '../../platform/db/schema/all-tables';
import { scheduleDaily } from '../../platform/jobs/daily-schedule';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DELETE_ABANDONED_FORMS_JOB, deleteAbandonedForms } from './abandoned-forms.service';
import { call, formOf, signedIn, upload, visitor } from './test-support';

const t = useTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const DAY = 86_400_000;

async function formWithFile(browser = visitor()) {
  const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
  formOf(await upload(t.app, browser, id, 'figures', 'figure-1.png', PNG));
  const [file] = await t.database.db
    .select({ key: orderFormFiles.storageKey })
    .from(orderFormFiles)
    .innerJoin(orderForms, eq(orderForms.id, orderFormFiles.orderFormId))
    .where(eq(orderForms.publicId, id));
  if (!file) throw new Error('no file stored');
  return { id, key: file.key };
}

const age = (publicId: string, days: number) =>
  t.database.db
    .update(orderForms)
    .set({ updatedAt: new Date(Date.now() - days * DAY) })
    .where(eq(orderForms.publicId, publicId));
const formsLeft = async (ids: string[]) => (await t.database.db.select({ id: orderForms.publicId }).from(orderForms).where(inArray(orderForms.publicId, ids))).map((row) => row.id);

describe("deleting visitors' abandoned order forms", () => {
  it("deletes a visitor's form untouched for the set days with its files, and keeps recent and signed-in users' forms", async () => {
    const abandoned = await formWithFile();
    const recent = await formWithFile();
    const researcher = await createSignedInUser(t.database, { currency: 'USD' });
    const users = await formWithFile(signedIn(researcher.headers));
    await age(abandoned.id, 31);
    await age(recent.id, 29);
    await age(users.id, 400);

    const result = await deleteAbandonedForms(t.app.platform, 30, new Date(), t.app.log);

    expect(result).toEqual({ forms: 1, files: 1 });
    expect(await formsLeft([abandoned.id, recent.id, users.id])).toEqual(expect.arrayContaining([recent.id, users.id]));
    expect(await formsLeft([abandoned.id])).toEqual([]);
    expect(await t.app.platform.storage.stat(abandoned.key)).toBeNull();
    expect(await t.app.platform.storage.stat(recent.key)).not.toBeNull();
    expect(await t.app.platform.storage.stat(users.key)).not.toBeNull();
  });

  it('is queued once a day, however many processes ask', async () => {
    const now = new Date('2030-01-01T10:00:00Z');
    await scheduleDaily(t.app.platform.jobs, DELETE_ABANDONED_FORMS_JOB, 3, now);
    await scheduleDaily(t.app.platform.jobs, DELETE_ABANDONED_FORMS_JOB, 3, now);
    const queued = await t.database.db.select().from(jobs).where(and(eq(jobs.type, DELETE_ABANDONED_FORMS_JOB), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.toISOString()).toBe('2030-01-02T03:00:00.000Z');
  });
});
