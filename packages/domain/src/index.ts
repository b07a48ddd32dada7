export * from './forms/messages.js';
