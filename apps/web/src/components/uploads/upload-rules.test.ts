import { describe, expect, it } from 'vitest';
import { acceptAttribute, allowedExtensions, checkFile, fileExtension, formatBytes, maxUploadBytesOf, uploadPercent } from './upload-rules';

const allowedFileTypes: Record<string, unknown> = {
  main: { extensions: ['.doc', '.DOCX', 'pdf'], mimeTypes: ['application/pdf'] },
  figures: { extensions: [] },
  tables: 'not a rule',
};

describe('the allowed file types of a kind', () => {
  it('reads the extensions of the application settings, lower case with a dot', () => {
    expect(allowedExtensions(allowedFileTypes, 'main')).toEqual(['.doc', '.docx', '.pdf']);
  });

  it('has no rule when the settings name none', () => {
    expect(allowedExtensions(allowedFileTypes, 'figures')).toBeNull();
    expect(allowedExtensions(allowedFileTypes, 'tables')).toBeNull();
    expect(allowedExtensions(allowedFileTypes, 'references')).toBeNull();
  });

  it('offers them to the file picker', () => {
    expect(acceptAttribute(['.doc', '.docx'])).toBe('.doc,.docx');
    expect(acceptAttribute(null)).toBeUndefined();
  });
});

describe('the size limit', () => {
  it('is read from the application when it carries one', () => {
    expect(maxUploadBytesOf({ maxUploadBytes: 1024 })).toBe(1024);
    expect(maxUploadBytesOf({})).toBeNull();
    expect(maxUploadBytesOf({ maxUploadBytes: '1024' })).toBeNull();
    expect(maxUploadBytesOf({ maxUploadBytes: 0 })).toBeNull();
  });
});

describe('checking a chosen file', () => {
  const main = ['.doc', '.docx', '.pdf'];

  it('takes the extension case-insensitively from the last dot', () => {
    expect(fileExtension('Paper.final.DOCX')).toBe('.docx');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('accepts an allowed file within the limit', () => {
    expect(checkFile({ name: 'paper.docx', size: 2048 }, main, 4096)).toEqual({ ok: true });
    expect(checkFile({ name: 'anything.xyz', size: 10 }, null, null)).toEqual({ ok: true });
  });

  it('refuses a file type the kind does not allow', () => {
    expect(checkFile({ name: 'virus.exe', size: 10 }, main, null)).toEqual({ ok: false, reason: 'type', allowed: main });
    expect(checkFile({ name: 'noextension', size: 10 }, main, null)).toMatchObject({ ok: false, reason: 'type' });
  });

  it('refuses an empty file and one over the limit', () => {
    expect(checkFile({ name: 'paper.pdf', size: 0 }, main, 4096)).toEqual({ ok: false, reason: 'empty' });
    expect(checkFile({ name: 'paper.pdf', size: 4097 }, main, 4096)).toEqual({ ok: false, reason: 'size', maxBytes: 4096 });
    expect(checkFile({ name: 'paper.pdf', size: 4096 }, main, 4096)).toEqual({ ok: true });
  });
});

describe('sizes and progress for people', () => {
  it('formats sizes in binary multiples', () => {
    expect(formatBytes(512, 'en-US')).toBe('0.5 kB');
    expect(formatBytes(0, 'en-US')).toBe('0 kB');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
    expect(formatBytes(200 * 1024 * 1024, 'en-US')).toBe('200 MB');
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 kB');
  });

  it('turns bytes sent into a whole percentage', () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(300, 200)).toBe(100);
  });
});
