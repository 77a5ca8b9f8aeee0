import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { LogoMark } from '../../components/logo-mark';
import classes from './auth.module.css';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  /** Registration needs more room than the sign-in form. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every authentication screen: a centred card with the mark, a heading and a short lead. */
export function AuthCard({ title, lead, wide = false, children }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <section className={wide ? `${classes.card} ${classes.wide}` : classes.card} aria-labelledby="auth-title">
        <header className={classes.head}>
          <LogoMark size={40} />
          <Title order={1} id="auth-title" className={classes.title}>
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
        </header>
        {children}
      </section>
    </div>
  );
}
