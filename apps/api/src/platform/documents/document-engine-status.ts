import type { EngineReport } from '../engines/engine-status';

/**
 * Document analysis as the System page lists it: word counts and languages of uploads, read in worker threads
 * of this process (nothing outside it to be down), for the formats text-extraction.ts reads.
 */
export function documentAnalysisStatus(): EngineReport {
  return {
    state: 'available',
    capabilities: ['docx', 'doc', 'odt', 'rtf', 'txt'],
    detail: 'word count and language, in worker threads (20 s and 512 MB per document)',
  };
}
