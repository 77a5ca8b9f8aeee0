import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import layout from '../../../components/layout/layout.module.css';
import classes from './order-form-shell.module.css';

/** The heading of a step that chooses services: its title (in the steps' h2 size) and the sentence under it. */
export function StepHeading({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header>
      <Title order={1} size="h2" className={layout.title}>
        {title}
      </Title>
      <Text className={classes.stepLead}>{lead}</Text>
    </header>
  );
}
