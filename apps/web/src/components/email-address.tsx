import classes from './email-address.module.css';

/** The two sides of an address as shown: `local@` and the domain (the domain is null for text without '@'). */
export function emailParts(email: string): { local: string; domain: string | null } {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return { local: email, domain: null };
  return { local: email.slice(0, at + 1), domain: email.slice(at + 1) };
}

/**
 * An e-mail address that wraps at a sensible point, after the '@', never inside a name: 'researcher.ana@'
 * on one line and 'university.example.edu' on the next. A side too long for its column ends with an
 * ellipsis; hovering shows the whole address.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const { local, domain } = emailParts(email);
  return (
    <span className={className ? `${classes.email} ${className}` : classes.email} title={email} data-email={email}>
      <span className={classes.part}>{local}</span>
      {domain !== null && (
        <>
          <wbr />
          <span className={classes.part}>{domain}</span>
        </>
      )}
    </span>
  );
}
