import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { publishedTestimonialsResponseSchema, staffTestimonialsResponseSchema } from '@marginalia/contracts/testimonials/testimonials.contract';
import { TESTIMONIAL_REWARD_POINTS } from '@marginalia/contracts/rewards/earn-teasers';
import { auditEvents, rewardPointEntries, testimonials, users } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useBeforeAll, useTestApp } from '../../test/use-test-app';

/**
 * Testimonials: the submission with at most one photo (checked by its bytes, size-limited, re-encoded
 * without metadata), the staff's moderation with audit and points, and what the landing page publishes.
 */
const t = useTestApp();
const people = useBeforeAll(async () => ({
  author: await createSignedInUser(t.database, { firstName: 'Mei', lastName: 'Chen', institution: 'Zhejiang University' }),
  shy: await createSignedInUser(t.database, { firstName: 'Kenji', lastName: 'Sato' }),
  other: await createSignedInUser(t.database),
  staff: await createSignedInUser(t.database, { role: 'staff' }),
}));

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

const BOUNDARY = '----testimonial-boundary';
function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.fileName ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const submit = (user: TestUser | null, parts: Part[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/testimonials/create',
    payload: multipartBody(parts),
    headers: { ...(user?.headers ?? browserHeaders()), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
const text = (value: string): Part => ({ name: 'testimonial', value });
const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const decide = (id: string, status: string, user: TestUser) => t.app.inject({ method: 'PUT', url: `/api/staff/testimonials/${id}`, payload: { status }, headers: user.headers });

/** A phone photo: 1,600 × 1,200 pixels stored landscape with "rotate 90°" in its EXIF, a camera and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6ea5' } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X1', Copyright: 'Mei Chen home address' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const rowsOf = (userId: number) => t.database.db.select().from(testimonials).where(eq(testimonials.userId, userId));

describe('POST /api/testimonials/create', () => {
  let stored: { id: string; key: string } | null = null;

  it('keeps the text and a photo re-encoded upright, at most 800 pixels, without its EXIF, and marks the user', async () => {
    const original = await phonePhoto();
    expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
    const response = await submit(people.author, [text('  The editor fixed every article and tense; the paper was accepted.  '), { name: 'affiliation', value: 'Zhejiang University' }, { name: 'publishConsent', value: 'true' }, { name: 'testimonialFiles', value: original, fileName: 'IMG_0042.JPG', contentType: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, submittedTestimonial: true });
    const [row] = await rowsOf(people.author.id);
    expect(row).toMatchObject({ text: 'The editor fixed every article and tense; the paper was accepted.', affiliation: 'Zhejiang University', publishConsent: true, status: 'pending', displayName: 'Mei Chen' });
    expect(row?.photoKey).toMatch(/^testimonials\/.+\.jpg$/);
    stored = { id: row?.publicId ?? '', key: row?.photoKey ?? '' };
    const [user] = await t.database.db.select().from(users).where(eq(users.id, people.author.id));
    expect(user?.submittedTestimonial).toBe(true);

    // The author sees the cleaned photo before it is published.
    const photo = await get(`/api/testimonials/${stored.id}/photo`, people.author);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const bytes = photo.rawPayload;
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    // Upright (the orientation applied to the pixels) and within 800 × 800.
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation, exif: meta.exif }).toEqual({ width: 600, height: 800, orientation: undefined, exif: undefined });
  });

  it('keeps a PNG without its text chunks', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ffcc00' } }).png().withMetadata({ density: 300 }).toBuffer();
    const withText = Buffer.concat([png.subarray(0, 33), pngChunk('tEXt', Buffer.from('Comment\0private note')), png.subarray(33)]);
    const response = await submit(people.shy, [text('Fast and careful translation.'), { name: 'testimonialFiles', value: withText, fileName: 'me.png', contentType: 'image/png' }]);
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(people.shy.id);
    expect(row?.publishConsent).toBe(false);
    const photo = await get(`/api/testimonials/${row?.publicId}/photo`, people.staff);
    expect(photo.rawPayload.includes(Buffer.from('private note'))).toBe(false);
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('refuses an empty text, a file that is not a photo by its bytes, a broken image, two photos, a visitor and a non-multipart body', async () => {
    const before = (await rowsOf(people.other.id)).length;
    const empty = await submit(people.other, [text('   ')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ error: 'testimonial-required', message: 'Please type in a testimonial before clicking Submit' });
    const renamed = await submit(people.other, [text('Great'), { name: 'testimonialFiles', value: Buffer.from('%PDF-1.7 not a photo'), fileName: 'photo.jpg', contentType: 'image/jpeg' }]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.error).toBe('testimonial-photo-type');
    const broken = await submit(people.other, [text('Great'), { name: 'testimonialFiles', value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), fileName: 'photo.jpg', contentType: 'image/jpeg' }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.error).toBe('testimonial-photo-unreadable');
    const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const two = await submit(people.other, [text('Great'), { name: 'testimonialFiles', value: small, fileName: 'a.jpg' }, { name: 'testimonialFiles', value: small, fileName: 'b.jpg' }]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.error).toBe('testimonial-photo-limit');
    const tooLong = await submit(people.other, [text('x'.repeat(2001))]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.error).toBe('testimonial-too-long');
    expect((await submit(null, [text('Great')])).statusCode).toBe(401);
    const json = await t.app.inject({ method: 'POST', url: '/api/testimonials/create', payload: { testimonial: 'Great' }, headers: people.other.headers });
    expect(json.statusCode).toBe(415);
    expect(await rowsOf(people.other.id)).toHaveLength(before);
  });

  it('refuses a photo over 8 MB and keeps nothing', async () => {
    const huge = Buffer.concat([await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer(), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const response = await submit(people.other, [text('Great'), { name: 'testimonialFiles', value: huge, fileName: 'big.jpg' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.error).toBe('testimonial-photo-too-large');
    expect(await rowsOf(people.other.id)).toHaveLength(0);
  });

  it('shows an unpublished photo to nobody but its author and staff', async () => {
    if (!stored) throw new Error('no testimonial stored');
    expect((await get(`/api/testimonials/${stored.id}/photo`, people.other)).statusCode).toBe(404);
    expect((await get(`/api/testimonials/${stored.id}/photo`)).statusCode).toBe(404);
    expect((await get('/api/testimonials/TNOPE/photo', people.staff)).statusCode).toBe(404);
  });
});

describe('moderation and publication', () => {
  it('lets staff approve (once rewarding the author) and hide, with audit events; researchers and visitors are refused', async () => {
    const [row] = await rowsOf(people.author.id);
    const id = row?.publicId ?? '';
    const queue = staffTestimonialsResponseSchema.parse((await get('/api/staff/testimonials', people.staff)).json());
    expect(queue.testimonials.map((each) => each.id)).toContain(id);
    expect(publishedTestimonialsResponseSchema.parse((await get('/api/testimonials/published')).json()).testimonials).toEqual([]);

    const approved = await decide(id, 'approved', people.staff);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().testimonial).toMatchObject({ status: 'approved', author: { identity: people.author.identity } });
    const published = publishedTestimonialsResponseSchema.parse((await get('/api/testimonials/published')).json());
    expect(published.testimonials).toEqual([expect.objectContaining({ id, displayName: 'Mei Chen', affiliation: 'Zhejiang University', hasPhoto: true })]);
    expect((await get(`/api/testimonials/${id}/photo`)).statusCode).toBe(200);
    const points = await t.database.db.select().from(rewardPointEntries).where(eq(rewardPointEntries.userId, people.author.id));
    expect(points).toEqual([expect.objectContaining({ points: TESTIMONIAL_REWARD_POINTS, testimonialId: row?.id })]);

    expect((await decide(id, 'hidden', people.staff)).statusCode).toBe(200);
    expect(publishedTestimonialsResponseSchema.parse((await get('/api/testimonials/published')).json()).testimonials).toEqual([]);
    expect((await get(`/api/testimonials/${id}/photo`)).statusCode).toBe(404);
    // Approved again: published again, but no second reward.
    await decide(id, 'approved', people.staff);
    expect(await t.database.db.select().from(rewardPointEntries).where(eq(rewardPointEntries.userId, people.author.id))).toHaveLength(1);
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'testimonial'), eq(auditEvents.subjectId, id)));
    expect(audit.map((event) => event.action).filter((action) => action.startsWith('testimonial.'))).toEqual(['testimonial.approve', 'testimonial.hide', 'testimonial.approve']);

    expect((await decide(id, 'approved', people.other)).statusCode).toBe(404);
    expect((await decide(id, 'deleted', people.staff)).statusCode).toBe(400);
    expect((await decide('TNOPE', 'approved', people.staff)).statusCode).toBe(404);
    expect((await get('/api/staff/testimonials', people.other)).statusCode).toBe(404);
    expect((await get('/api/staff/testimonials')).statusCode).toBe(401);
    expect((await get('/api/staff/testimonials?status=archived', people.staff)).statusCode).toBe(400);
  });

  it('never publishes a testimonial whose author did not agree, even approved', async () => {
    const [row] = await rowsOf(people.shy.id);
    await decide(row?.publicId ?? '', 'approved', people.staff);
    const published = publishedTestimonialsResponseSchema.parse((await get('/api/testimonials/published')).json());
    expect(published.testimonials.some((each) => each.id === row?.publicId)).toBe(false);
  });
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])));
  return Buffer.concat([length, typeBytes, data, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
