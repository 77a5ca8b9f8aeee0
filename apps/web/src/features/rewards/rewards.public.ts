/**
 * What other features may use of rewards (everything else here is private to it): the routes, the
 * welcome banner of the dashboard, and the staff console's level benefits tab and customer panel.
 */
export { researcherRewardsRoutes, ajePlusRoute } from './rewards-routes';
export { WelcomeBanner } from './welcome-banner';
