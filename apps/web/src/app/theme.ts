import { createTheme } from '@mantine/core';
import { amber, blue, cyan, gray, green, ink, orange, red, teal, yellow } from './palette';

/**
 * System fonts only. Latin first, then Chinese and Japanese system fonts so CJK text renders with the
 * platform's own typefaces; :lang() rules in global.css put the right CJK family first per language.
 */
export const SANS_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
export const SERIF_STACK =
  '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Noto Serif", "Liberation Serif", "DejaVu Serif", serif';

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: 8,
  colors: { ink, amber, gray, red, teal, blue, yellow, orange, green, cyan },
  black: '#1d2b36',
  fontFamily: SANS_STACK,
  fontFamilyMonospace: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  headings: {
    fontFamily: SERIF_STACK,
    fontWeight: '600',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.1rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.55rem, 1.3rem + 1vw, 2.1rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '18px' },
  shadows: {
    xs: '0 1px 2px rgba(23, 42, 58, 0.06)',
    sm: '0 1px 3px rgba(23, 42, 58, 0.08), 0 1px 2px rgba(23, 42, 58, 0.04)',
    md: '0 6px 18px -6px rgba(23, 42, 58, 0.14), 0 2px 6px rgba(23, 42, 58, 0.05)',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  autoContrast: true,
});
