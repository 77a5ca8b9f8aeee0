// The schema registry handed to Drizzle; each module owns its tables.
export * from './reference';
export * from './catalogue';
export * from './settings';
export * from './users';
export * from './orders';
export * from './jobs';
export * from './migration-groups';
export * from './identity';
export * from './addresses';
export * from './promotions';
export * from './journals';
export * from './order-forms';
export * from './billing';
export * from './staff';
export * from './captcha';
export * from './language-assessments';
