/**
 * Units of measurement that follow a number in scientific text (SI units with their prefixes, and the
 * non-SI units in common use), as written: case matters (mM is millimolar, MM is not a unit).
 * A number and its unit are separated by a space (SI Brochure, 9th ed., §5.4.3), except for %, ° of
 * angle, ′ and ″.
 */
const PREFIXES = ['', 'k', 'M', 'G', 'T', 'm', 'µ', 'μ', 'u', 'n', 'p', 'f', 'c', 'd', 'h'];
const PREFIXABLE = ['m', 'g', 's', 'L', 'l', 'mol', 'M', 'Hz', 'Pa', 'N', 'J', 'W', 'V', 'A', 'Ω', 'eV', 'Da', 'Gy', 'Sv', 'Bq', 'F', 'H', 'T', 'Wb', 'S', 'C', 'K', 'cal', 'bar', 'bp', 'b'];
const OTHERS = [
  '°C', '°F', '℃', 'K', 'min', 'h', 'hr', 'hrs', 'd', 'wk', 'yr', 'ms', 'rpm', 'ppm', 'ppb', 'ppt', 'kDa', 'nt', 'kb', 'Mb', 'Gb', 'bp',
  'ha', 'Å', 'nm', 'µm', 'μm', 'mm', 'cm', 'km', 'mL', 'µL', 'μL', 'dL', 'L', 'mg', 'µg', 'μg', 'ng', 'pg', 'kg', 'g', 't', 'Mt',
  'mmHg', 'atm', 'psi', 'Torr', 'dB', 'lx', 'lm', 'cd', 'mAh', 'Wh', 'kWh', 'MWh', 'GWh', 'TWh', 'kW', 'MW', 'GW', 'kV', 'mV', 'µA',
  'mA', 'nA', 'kPa', 'MPa', 'GPa', 'hPa', 'kN', 'MN', 'mN', 'Nm', 'kJ', 'MJ', 'mJ', 'kcal', 'IU', 'U', 'CFU', 'PFU', 'OD', 'rad', 'sr',
  'µM', 'μM', 'mM', 'nM', 'pM', 'fM', 'mmol', 'µmol', 'μmol', 'nmol', 'pmol', 'mol', 'eq', 'wt%', 'vol%', 'at%', 'mph', 'kt', 'ft',
  'mi', 'lb', 'oz', 'gal', 'Gy', 'cGy', 'mGy', 'Sv', 'mSv', 'Bq', 'MBq', 'GBq', 'Ci', 'mCi', 'dpi', 'px', 'fps', 'Mbps', 'Gbps', 'GB', 'MB', 'kB', 'TB',
  'GHz', 'MHz', 'kHz', 'THz', 'Hz', 'eV', 'keV', 'MeV', 'GeV', 'TeV', 'meV', 'kg/ha', 'g/L', 'mg/L', 'mg/kg', 'mg/mL', 'ng/mL', 'µg/mL',
];

export const UNITS: ReadonlySet<string> = new Set([...OTHERS, ...PREFIXES.flatMap((p) => PREFIXABLE.map((u) => p + u))]);

/**
 * Units that, glued to a number, are safe to separate: unambiguous symbols only. A single capital
 * letter glued to a number is more often a label (2A, 3T3, 13C) than a unit, so it is left alone.
 */
export function isSeparableUnit(symbol: string): boolean {
  if (!UNITS.has(symbol)) return false;
  if (/^[A-Z]$/.test(symbol)) return false;
  // "1s", "2d", "3t", "4b" read as ordinals, dimensions or labels more often than as units.
  if (/^[a-z]$/.test(symbol) && !['g', 'h', 'm'].includes(symbol)) return false;
  return true;
}

/** Units written without a space after the number. */
export const UNSPACED_UNITS: ReadonlySet<string> = new Set(['%', '°', '′', '″', '‰', 'x', '×', '-fold']);
