import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { classNames } from '../class-names';
import classes from './layout.module.css';

const SPACING = { compact: classes.headCompact, normal: classes.head, roomy: classes.headRoomy } as const;

export interface PageHeaderProps {
  title: ReactNode;
  /** The sentence under the title. */
  lead?: ReactNode;
  titleId?: string;
  /** The room under the header: 20, 24 (normal) or 28 pixels. */
  spacing?: keyof typeof SPACING;
  /** The page's own additions to the title and the lead (a size, a width). */
  titleClassName?: string;
  leadClassName?: string;
}

/** The page's title (the only h1) and the sentence under it. */
export function PageHeader({ title, lead, titleId, spacing = 'normal', titleClassName, leadClassName }: PageHeaderProps) {
  return (
    <header className={SPACING[spacing]}>
      <Title order={1} id={titleId} className={classNames(classes.title, titleClassName)}>
        {title}
      </Title>
      {lead !== undefined && <Text className={classNames(classes.lead, leadClassName)}>{lead}</Text>}
    </header>
  );
}
