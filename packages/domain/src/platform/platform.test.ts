import { describe, expect, it } from 'vitest';
import { API_VERSIONS, GET_THROTTLE_MS, isThrottledDuplicate, ROUTER_REDIRECT_LOOP_GUARD } from './api.js';
import {
  BANNER_MESSAGES,
  bgpToggleNotice,
  ERROR_MESSAGES,
  errorToastMessage,
  forbiddenMessage,
  requestFailedMessage,
  SUCCESS_NOTICES,
} from './messages.js';
import { afterLoginPath, isUnauthorized, shouldRedirectToLogin } from './session.js';

describe('spec 9: API versions and throttling', () => {
  it('uses v2 and v2.1 for status calls', () => {
    expect(API_VERSIONS).toEqual({ default: 'v2', status: 'v2.1' });
    expect(GET_THROTTLE_MS).toBe(1000);
    expect(ROUTER_REDIRECT_LOOP_GUARD).toBe(30);
  });

  it.each([
    [undefined, 5000, false],
    [5000, 5999, true],
    [5000, 6000, false],
  ])('isThrottledDuplicate(%j, %j) -> %j', (previous, now, expected) => {
    expect(isThrottledDuplicate(previous, now)).toBe(expected);
  });
});

describe('spec 8: error catalogue', () => {
  it.each([
    [undefined, "You don't have permissions for that operation."],
    ['Forbidden', "You don't have permissions for that operation."],
    ['Only verified users can access this endpoint', 'Please verify your email address to proceed with this action.'],
  ])('forbiddenMessage(%j) -> %j', (server, expected) => {
    expect(forbiddenMessage(server)).toBe(expected);
  });

  it.each([
    ['Port not found', 'Network Error', 'Port not found'],
    [null, 'Network Error', 'Network Error'],
    ['  ', undefined, 'An error has occurred.'],
    [undefined, undefined, 'An error has occurred.'],
  ])('errorToastMessage(%j, %j) -> %j', (server, client, expected) => {
    expect(errorToastMessage(server, client)).toBe(expected);
  });

  it('has the client conditions, banners and notices', () => {
    expect(requestFailedMessage(502)).toBe('Request failed with status code 502');
    expect(ERROR_MESSAGES.networkError).toBe('Network Error');
    expect(ERROR_MESSAGES.requestAborted).toBe('Request aborted');
    expect(BANNER_MESSAGES.offline).toBe(
      "You are currently offline, your changes won't be saved until you go back online.",
    );
    expect(BANNER_MESSAGES.quota).toBe(
      'Please note: Your account currently has an order quota, which may limit the number of services you can request.',
    );
    expect(SUCCESS_NOTICES.serviceDeleted).toBe(
      'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    );
    expect(SUCCESS_NOTICES.serviceAwaitingApproval('AWS Direct')).toBe(
      'AWS Direct has been updated and is awaiting approval by provider.',
    );
    expect(SUCCESS_NOTICES.maxPrefixesAdded).toBe('Maximum number of prefixes added.');
  });

  it.each([
    [true, 'BGP disabled.'],
    [false, 'BGP enabled.'],
  ])('bgpToggleNotice(%j) -> %j', (isDisabled, expected) => {
    expect(bgpToggleNotice(isDisabled)).toBe(expected);
  });
});

describe('spec 8: session on 401', () => {
  it.each([
    [401, undefined, true],
    [500, 'Unauthorized', true],
    [403, 'Forbidden', false],
    [undefined, undefined, false],
  ])('isUnauthorized(%j, %j) -> %j', (status, message, expected) => {
    expect(isUnauthorized(status, message)).toBe(expected);
  });

  it.each([
    ['/auth/login', false],
    ['/auth/mfa', false],
    ['/reset-password', false],
    ['/auth/reset-password/', false],
    ['/user-account/change-password?x=1', false],
    ['/ports', true],
    ['/dashboard', true],
    ['/auth/forgot-password', true],
    ['/ports/auth/login', true],
  ])('shouldRedirectToLogin(%j) -> %j', (path, expected) => {
    expect(shouldRedirectToLogin(path)).toBe(expected);
  });

  it.each([
    ['/ports?page=2', '/ports?page=2'],
    [undefined, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
  ])('afterLoginPath(%j) -> %j', (requested, expected) => {
    expect(afterLoginPath(requested)).toBe(expected);
  });
});
