export * from './activity.js';
export * from './customers.js';
export * from './locations.js';
export * from './sessions.js';
export * from './users.js';
