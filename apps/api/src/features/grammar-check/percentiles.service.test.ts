import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationPercentiles, percentileOf } from '@marginalia/contracts/grammar-check/percentiles';
import { assessmentPercentiles, languageAssessments, users } from '../../platform/db/schema/all-tables';
import { seedReferenceData } from '../../platform/db/seed/seed';
import { openSeededTestDatabase, type TestDatabase } from '../../test/test-database';
import { currentPercentiles, MIN_SAMPLE, recomputePercentiles } from './percentiles.service';

let test: TestDatabase;
beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(() => test.close());

async function completedScores(tenths: number[], userId: number) {
  await test.database.db.insert(languageAssessments).values(
    tenths.map((score, index) => ({
      identity: `p-${userId}-${index}-${score}`,
      userId,
      name: 'paper.docx',
      fileIdentity: `f${index}`,
      contentType: 'application/msword',
      size: 1,
      sha256: '0',
      scoreStatus: 'completed' as const,
      errorCountStatus: 'completed' as const,
      scoreTenths: score,
      completedAt: new Date(),
    })),
  );
}

describe('the percentile table', () => {
  it('starts from the calibration', async () => {
    const rows = await currentPercentiles(test.database.db);
    expect(rows).toEqual(calibrationPercentiles());
    expect(new Set((await test.database.db.select().from(assessmentPercentiles)).map((row) => row.source))).toEqual(new Set(['calibration']));
  });

  it('is recomputed from the installation’s completed assessments once there are 200, and a restart keeps it', async () => {
    const [user] = await test.database.db.insert(users).values({ identity: 'u_pct', email: 'pct@example.test', emailNormalized: 'pct@example.test', firstName: 'P', lastName: 'C', referralCode: 'RPCT' }).returning();
    const userId = user?.id ?? 0;
    await completedScores(Array.from({ length: MIN_SAMPLE - 1 }, (_, index) => index % 100), userId);
    expect(await recomputePercentiles(test.database.db)).toBe(0);
    expect(await currentPercentiles(test.database.db)).toEqual(calibrationPercentiles());

    await completedScores([99], userId);
    expect(await recomputePercentiles(test.database.db)).toBe(MIN_SAMPLE);
    const rows = await currentPercentiles(test.database.db);
    // Scores 0.0–9.9 twice over: half of them are below 5.0.
    expect(rows.find((row) => row.percentile === 50)?.minimumScore).toBe(5);
    expect(rows.find((row) => row.percentile === 95)?.minimumScore).toBe(9.5);
    expect(percentileOf(7.3, rows)).toBe(73);
    const stored = await test.database.db.select().from(assessmentPercentiles);
    expect(stored.every((row) => row.source === 'installation' && row.sampleSize === MIN_SAMPLE)).toBe(true);

    await seedReferenceData(test.database.db);
    expect(await currentPercentiles(test.database.db)).toEqual(rows);
  });
});
