/**
 * The keyboard shortcut registry (spec 2 "Shell, navigation and search"): one registry for the whole portal, so two
 * screens can never silently fight over a key. Shortcuts are written `ctrl+k`, `meta+k`, `alt+shift+n` or `/`
 * (modifiers first, in any order and case; the key last).
 */

/** The modifiers a shortcut can ask for. */
const MODIFIERS = ['ctrl', 'meta', 'alt', 'shift'] as const;
type Modifier = (typeof MODIFIERS)[number];

/** A shortcut as the registry compares it. */
export interface ParsedShortcut {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  /** Only compared when the shortcut names shift: `/` is Shift+7 on some keyboard layouts. */
  shift: boolean;
}

/** The parts of a keyboard event the registry reads, so tests can hand in plain objects. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: unknown;
  defaultPrevented?: boolean;
  preventDefault(): void;
}

/** A registered shortcut, for a help list. */
export interface ShortcutBinding {
  shortcut: string;
  description: string;
}

interface Registration extends ShortcutBinding {
  parsed: ParsedShortcut;
  run: (event: ShortcutEvent) => void;
}

function isModifier(part: string): part is Modifier {
  return (MODIFIERS as readonly string[]).includes(part);
}

/** Reads `ctrl+k` into its parts; throws on a shortcut without a key or with an unknown modifier. */
export function parseShortcut(shortcut: string): ParsedShortcut {
  // A lone "+" is a key of its own; "ctrl++" means Ctrl and the plus key.
  const parts = shortcut
    .trim()
    .toLowerCase()
    .split(/\+(?=.)/);
  const key = parts.pop();
  if (!key) throw new Error(`The shortcut "${shortcut}" has no key.`);
  const parsed: ParsedShortcut = { key, ctrl: false, meta: false, alt: false, shift: false };
  for (const part of parts) {
    if (!isModifier(part)) throw new Error(`The shortcut "${shortcut}" has an unknown modifier "${part}".`);
    parsed[part] = true;
  }
  return parsed;
}

/** The one spelling of a shortcut, so `Ctrl+K` and `ctrl+k` are recognised as the same registration. */
export function normalizeShortcut(shortcut: string): string {
  const parsed = parseShortcut(shortcut);
  const modifiers = MODIFIERS.filter((modifier) => parsed[modifier]);
  return [...modifiers, parsed.key].join('+');
}

/** Whether the event is this shortcut: the same key and exactly the modifiers it names. */
export function matchesShortcut(parsed: ParsedShortcut, event: ShortcutEvent): boolean {
  if (event.key.toLowerCase() !== parsed.key) return false;
  if (event.ctrlKey !== parsed.ctrl || event.metaKey !== parsed.meta || event.altKey !== parsed.alt) return false;
  return !parsed.shift || event.shiftKey;
}

/** Whether the event comes from a place where the user types: an input, a text area, a select or editable text. */
export function isTypingTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  const tagName = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  return tagName === 'INPUT' || tagName === 'TEXTAREA' || tagName === 'SELECT';
}

/**
 * spec 2: shortcuts are ignored while typing unless a modifier key is held. Shift does not count: it types
 * capitals, so Shift alone would still be typing.
 */
export function isIgnoredWhileTyping(event: ShortcutEvent): boolean {
  return isTypingTarget(event.target) && !(event.ctrlKey || event.metaKey || event.altKey);
}

export interface ShortcutRegistry {
  /** Registers a shortcut and answers the function that removes it. A shortcut already registered throws. */
  register(shortcut: string, description: string, run: (event: ShortcutEvent) => void): () => void;
  /** Runs the shortcut the event matches, if any and if allowed; answers whether one ran. */
  handle(event: ShortcutEvent): boolean;
  /** The registered shortcuts, in the order they were registered. */
  list(): ShortcutBinding[];
}

/** A registry; the portal uses the one `shortcutRegistry`, tests make their own. */
export function createShortcutRegistry(): ShortcutRegistry {
  const registrations = new Map<string, Registration>();
  return {
    register(shortcut, description, run) {
      const normalized = normalizeShortcut(shortcut);
      const existing = registrations.get(normalized);
      if (existing) {
        throw new Error(
          `The keyboard shortcut "${normalized}" is already registered for "${existing.description}"; it cannot also be used for "${description}".`,
        );
      }
      const registration: Registration = { shortcut: normalized, description, parsed: parseShortcut(normalized), run };
      registrations.set(normalized, registration);
      return () => {
        if (registrations.get(normalized) === registration) registrations.delete(normalized);
      };
    },
    handle(event) {
      if (event.defaultPrevented || isIgnoredWhileTyping(event)) return false;
      for (const registration of registrations.values()) {
        if (matchesShortcut(registration.parsed, event)) {
          event.preventDefault();
          registration.run(event);
          return true;
        }
      }
      return false;
    },
    list() {
      return [...registrations.values()].map(({ shortcut, description }) => ({ shortcut, description }));
    },
  };
}

/** The portal's one registry. */
export const shortcutRegistry = createShortcutRegistry();
