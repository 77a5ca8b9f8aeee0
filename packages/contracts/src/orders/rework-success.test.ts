import { describe, expect, it } from 'vitest';
import { decodeReceivedFiles, encodeReceivedFiles, RECEIVED_FILES_MAX } from './rework-success';

describe('the rework-success data parameter', () => {
  it('carries the received files (identity and name, any script) through the address and back', () => {
    const files = [
      { identity: 'of_1', name: 'soil-revised.docx' },
      { identity: 'of_2', name: '土壤微生物 图1.png' },
    ];
    const data = encodeReceivedFiles(files);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeReceivedFiles(data)).toEqual(files);
  });

  const url64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('reads a missing, damaged or foreign parameter as no files', () => {
    expect(decodeReceivedFiles(undefined)).toEqual([]);
    expect(decodeReceivedFiles('%%%')).toEqual([]);
    expect(decodeReceivedFiles(url64('{"a":1}'))).toEqual([]);
    expect(decodeReceivedFiles(url64('[[1,2],["of_3","ok.docx"]]'))).toEqual([{ identity: 'of_3', name: 'ok.docx' }]);
  });

  it('keeps at most RECEIVED_FILES_MAX files', () => {
    const many = Array.from({ length: RECEIVED_FILES_MAX + 5 }, (_, index) => ({ identity: `of_${index}`, name: `f${index}.docx` }));
    expect(decodeReceivedFiles(encodeReceivedFiles(many))).toHaveLength(RECEIVED_FILES_MAX);
  });
});
