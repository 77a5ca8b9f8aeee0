/** The Marginalia mark: an ink-blue tile with an M and an amber margin rule. Decorative; pair it with text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="11" fill="#17496b" />
      <path d="M14 33V15h3.2l6.8 10.4L30.8 15H34v18h-3.4V21.3l-5.6 8.5h-2l-5.6-8.5V33z" fill="#fff" />
      <rect x="36.5" y="12" width="2.5" height="24" rx="1.25" fill="#e0a526" />
    </svg>
  );
}
