import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, newCertificateCode, normaliseCertificateCode } from './certificate-code';

describe('certificate codes', () => {
  it('look like MG-XXXX-XXXX without ambiguous characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newCertificateCode();
      expect(code).toMatch(/^MG-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(code.slice(3)).not.toMatch(/[01OILUV]/);
    }
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[01OILUV]/);
  });

  it('are rarely the same twice', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newCertificateCode()));
    expect(codes.size).toBe(1000);
  });

  it('forgive case, spaces and dashes when typed', () => {
    expect(normaliseCertificateCode(' mg-7k3q 9xpd ')).toBe('MG-7K3Q-9XPD');
    expect(normaliseCertificateCode('7K3Q9XPD')).toBe('MG-7K3Q-9XPD');
    expect(normaliseCertificateCode('MG-7K3Q-9XP')).toBeNull();
    expect(normaliseCertificateCode('MG-OK3Q-9XPD')).toBeNull();
  });
});
