import type { ComponentProps } from 'react';
import hidden from '../visually-hidden.module.css';

/** The file input behind a drop zone's button: out of sight and out of the tab order (the button is the way in). */
export function HiddenFileInput(props: Omit<ComponentProps<'input'>, 'type' | 'className' | 'tabIndex'>) {
  return <input {...props} className={hidden.visuallyHidden} type="file" tabIndex={-1} />;
}
