const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export interface FileSizeOptions {
  /**
   * The smallest unit shown. Kilobytes by default (1536 → '1.5 kB', 512 → '0.5 kB'): Intl's short 'byte'
   * reads oddly in several languages. 'byte' shows tiny files as they are ('17 byte').
   */
  smallest?: 'byte' | 'kilobyte';
}

/** A file size for people, in the page's locale, in binary multiples as file managers show them. */
export function formatFileSize(bytes: number, locale: string, options: FileSizeOptions = {}): string {
  let unit = options.smallest === 'byte' ? 0 : 1;
  let value = Math.max(0, bytes) / 1024 ** unit;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: digits }).format(
    value,
  );
}
