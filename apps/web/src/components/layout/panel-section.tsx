import type { ReactNode, Ref } from 'react';
import { Text, Title } from '@mantine/core';
import { classNames } from '../class-names';
import classes from './layout.module.css';

export interface PanelSectionProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** The sentence under the heading. */
  lead?: ReactNode;
  /** The page's own class for the panel (its padding…) and for the heading. */
  className?: string;
  titleClassName?: string;
  id?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** A white panel of the page with its heading (h2) and lead, then its content. */
export function PanelSection({ titleId, title, lead, className, titleClassName, id, ref, children }: PanelSectionProps) {
  return (
    <section ref={ref} id={id} className={classNames(classes.panel, className)} aria-labelledby={titleId}>
      <header className={classes.panelHead}>
        <Title order={2} id={titleId} className={classNames(classes.panelTitle, titleClassName)}>
          {title}
        </Title>
        {lead !== undefined && <Text className={classes.panelLead}>{lead}</Text>}
      </header>
      {children}
    </section>
  );
}
