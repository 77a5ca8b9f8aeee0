/** Placeholder: the customers helper builds the banner ("You are acting as …", Leave). */
export function ImpersonationBanner() {
  return null;
}
