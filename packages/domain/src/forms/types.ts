/** spec 5 "Generic form rules": a rule answers its message, or undefined when the value is valid. */
export type Validator<T = unknown> = (value: T) => string | undefined;

/** A form's refusals, field path to its message (the shape every multi-field rule of the domain answers). */
export type FieldErrors = Record<string, string>;
