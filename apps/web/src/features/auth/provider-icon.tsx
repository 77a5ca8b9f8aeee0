import classes from './auth.module.css';

/** Marks of the OpenID Connect presets, drawn inline (no downloads); other providers get their initial. Decorative. */
export function ProviderIcon({ icon, name }: { icon: string; name: string }) {
  if (icon === 'orcid') {
    return (
      <svg className={classes.providerIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#A6CE39" />
        <path fill="#fff" d="M7.2 7.1h1.6v10.2H7.2zM8 4.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
        <path
          fill="#fff"
          d="M10.6 7.1h4c3.1 0 4.6 2.3 4.6 5.1 0 3-2 5.1-4.6 5.1h-4zm1.6 1.5v7.3h2.3c2.6 0 3.1-2 3.1-3.7 0-1.8-.8-3.6-3.1-3.6z"
        />
      </svg>
    );
  }
  if (icon === 'google') {
    return (
      <svg className={classes.providerIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
        <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
      </svg>
    );
  }
  return (
    <svg className={classes.providerIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="6" fill="#17496b" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </text>
    </svg>
  );
}
