/**
 * How the portal greets a signed-in person: a customer who has placed an order is returning
 * ("Welcome back, …"); an account without one, however often it signed in, is still new ("Welcome, …").
 * The sub-navigation and the dashboard heading both follow it, so they never disagree.
 */
export type Greeting = 'welcome' | 'welcomeBack';

export function greetingFor(user: { numberOfOrders: number }): Greeting {
  return user.numberOfOrders > 0 ? 'welcomeBack' : 'welcome';
}
