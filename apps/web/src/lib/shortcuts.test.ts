import { describe, expect, it, vi } from 'vitest';
import {
  createShortcutRegistry,
  isIgnoredWhileTyping,
  isTypingTarget,
  normalizeShortcut,
  parseShortcut,
  type ShortcutEvent,
} from './shortcuts';

function keyEvent(key: string, options: Partial<Omit<ShortcutEvent, 'key'>> = {}): ShortcutEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: { tagName: 'BODY' },
    preventDefault: vi.fn(),
    ...options,
  };
}

const input = { tagName: 'INPUT', isContentEditable: false };

describe('parsing shortcuts', () => {
  it('reads modifiers and key in any case and order', () => {
    expect(parseShortcut('Ctrl+K')).toEqual({ key: 'k', ctrl: true, meta: false, alt: false, shift: false });
    expect(parseShortcut('shift+alt+n')).toEqual({ key: 'n', ctrl: false, meta: false, alt: true, shift: true });
    expect(parseShortcut('/')).toEqual({ key: '/', ctrl: false, meta: false, alt: false, shift: false });
    expect(parseShortcut('ctrl++').key).toBe('+');
  });

  it('gives one spelling to equal shortcuts', () => {
    expect(normalizeShortcut('K+')).toBe('k+');
    expect(normalizeShortcut('Shift+Ctrl+K')).toBe(normalizeShortcut('ctrl+shift+k'));
  });

  it('refuses unknown modifiers and empty shortcuts', () => {
    expect(() => parseShortcut('hyper+k')).toThrow('The shortcut "hyper+k" has an unknown modifier "hyper".');
    expect(() => parseShortcut('')).toThrow('The shortcut "" has no key.');
  });
});

describe('typing targets (spec 2: shortcuts are ignored while typing unless a modifier is held)', () => {
  it.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'textarea' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'DIV', isContentEditable: false }, false],
    [{ tagName: 'BUTTON' }, false],
    [null, false],
    ['INPUT', false],
  ])('isTypingTarget(%j) -> %j', (target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });

  it('ignores a plain key in an input, but not with Ctrl, Cmd or Alt held; Shift alone still types', () => {
    expect(isIgnoredWhileTyping(keyEvent('/', { target: input }))).toBe(true);
    expect(isIgnoredWhileTyping(keyEvent('K', { target: input, shiftKey: true }))).toBe(true);
    expect(isIgnoredWhileTyping(keyEvent('k', { target: input, ctrlKey: true }))).toBe(false);
    expect(isIgnoredWhileTyping(keyEvent('k', { target: input, metaKey: true }))).toBe(false);
    expect(isIgnoredWhileTyping(keyEvent('k', { target: input, altKey: true }))).toBe(false);
    expect(isIgnoredWhileTyping(keyEvent('/'))).toBe(false);
  });
});

describe('the registry', () => {
  it('runs the matching shortcut once and prevents the browser default', () => {
    const registry = createShortcutRegistry();
    const openSearch = vi.fn();
    registry.register('ctrl+k', 'Open quick search', openSearch);
    const event = keyEvent('K', { ctrlKey: true });
    expect(registry.handle(event)).toBe(true);
    expect(openSearch).toHaveBeenCalledTimes(1);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('needs exactly the named modifiers', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register('ctrl+k', 'Open quick search', run);
    expect(registry.handle(keyEvent('k'))).toBe(false);
    expect(registry.handle(keyEvent('k', { metaKey: true }))).toBe(false);
    expect(registry.handle(keyEvent('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('matches a symbol key whatever Shift the layout needs for it', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register('/', 'Open quick search', run);
    expect(registry.handle(keyEvent('/', { shiftKey: true }))).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores a plain shortcut typed in an input, and runs one with a modifier there', () => {
    const registry = createShortcutRegistry();
    const slash = vi.fn();
    const ctrlK = vi.fn();
    registry.register('/', 'Open quick search', slash);
    registry.register('ctrl+k', 'Open quick search', ctrlK);
    const typed = keyEvent('/', { target: input });
    expect(registry.handle(typed)).toBe(false);
    expect(typed.preventDefault).not.toHaveBeenCalled();
    expect(registry.handle(keyEvent('k', { target: input, ctrlKey: true }))).toBe(true);
    expect(slash).not.toHaveBeenCalled();
    expect(ctrlK).toHaveBeenCalledTimes(1);
  });

  it('leaves an event another handler already took', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    registry.register('/', 'Open quick search', run);
    expect(registry.handle(keyEvent('/', { defaultPrevented: true }))).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('rejects a duplicate registration with a message naming both uses, however it is spelled', () => {
    const registry = createShortcutRegistry();
    registry.register('ctrl+k', 'Open quick search', vi.fn());
    expect(() => registry.register('Ctrl+K', 'Create a port', vi.fn())).toThrow(
      'The keyboard shortcut "ctrl+k" is already registered for "Open quick search"; it cannot also be used for "Create a port".',
    );
  });

  it('frees a shortcut when it is removed, and lists what is registered', () => {
    const registry = createShortcutRegistry();
    const remove = registry.register('meta+k', 'Open quick search', vi.fn());
    registry.register('/', 'Open quick search', vi.fn());
    expect(registry.list()).toEqual([
      { shortcut: 'meta+k', description: 'Open quick search' },
      { shortcut: '/', description: 'Open quick search' },
    ]);
    remove();
    remove();
    const run = vi.fn();
    registry.register('meta+k', 'Something else', run);
    registry.handle(keyEvent('k', { metaKey: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
