import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm ink blue; shade 8 is the action colour (6.5:1 on white). */
const ink: MantineColorsTuple = ['#eef5fa', '#dce9f3', '#b4d0e6', '#89b5d8', '#659ecb', '#4c8fc3', '#3b82ba', '#2b6fa3', '#1f6391', '#17496b'];
/** Warm accent for small highlights (never body text). */
const amber: MantineColorsTuple = ['#fdf6e7', '#f9ebc8', '#f3d88f', '#eec459', '#e9b437', '#e6a923', '#e0a526', '#c68c12', '#b07c0b', '#986900'];

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
  colors: { ink, amber },
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
