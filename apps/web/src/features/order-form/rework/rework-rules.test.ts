import { describe, expect, it } from 'vitest';
import { reworkPayload, validateRework } from './rework-rules';

describe('rework get started', () => {
  it('needs the rework details', () => {
    expect(validateRework({ reworkDetails: '   ', uploadLater: true }, 0)).toEqual({ reworkDetails: 'value-required' });
  });

  it('needs files unless they come later', () => {
    expect(validateRework({ reworkDetails: 'Please re-edit section 2', uploadLater: false }, 0)).toEqual({ files: 'manuscript-file-required' });
    expect(validateRework({ reworkDetails: 'Please re-edit section 2', uploadLater: true }, 0)).toEqual({});
    expect(validateRework({ reworkDetails: 'Please re-edit section 2', uploadLater: false }, 1)).toEqual({});
  });

  it('sends trimmed details, and no later upload once files are there', () => {
    expect(reworkPayload({ reworkDetails: ' Section 2 \n', uploadLater: true }, 1)).toEqual({ reworkDetails: 'Section 2', uploadLater: false });
    expect(reworkPayload({ reworkDetails: 'Section 2', uploadLater: true }, 0)).toEqual({ reworkDetails: 'Section 2', uploadLater: true });
  });
});
