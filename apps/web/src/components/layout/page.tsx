import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@mantine/core';
import classes from './layout.module.css';

/** A researcher page's column: the container, with room above and below. */
export function Page({ size, children }: { size: ContainerProps['size']; children: ReactNode }) {
  return (
    <Container size={size} className={classes.page}>
      {children}
    </Container>
  );
}
