/** What other features may use of rewards (everything else here is private to it): the dashboard's group welcome. */
export { WelcomeBanner } from './welcome-banner';
