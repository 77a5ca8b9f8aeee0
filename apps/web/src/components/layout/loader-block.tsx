import { Loader } from '@mantine/core';

/** A small loader on a line of its own, while a part of the page loads; the room around it is the caller's class. */
export function LoaderBlock({ className }: { className?: string }) {
  return (
    <div className={className}>
      <Loader size="sm" />
    </div>
  );
}
