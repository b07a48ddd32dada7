/** spec 5 "Generic form rules": a rule answers its message, or undefined when the value is valid. */
export type Validator<T = unknown> = (value: T) => string | undefined;
