export function LogoutPage() {
  return null;
}
