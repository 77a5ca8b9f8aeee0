/** The class names that are set, as one className ('a b'); undefined when none is. */
export const classNames = (...names: (string | false | null | undefined)[]): string | undefined => names.filter(Boolean).join(' ') || undefined;
