import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { messages } from '@portal/domain';
import type { ReactNode } from 'react';

interface Limit {
  /** The most characters the field takes (the contract's max length, `maxLengthOf`); none: a plain field. */
  limit: number | undefined;
}

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/** The field's own description followed by how much of the limit is used ("12 / 128 characters"). */
function describe(description: ReactNode, length: number, limit: number): ReactNode {
  const counter = `${length} / ${limit} characters`;
  return description ? (
    <>
      {description} · {counter}
    </>
  ) : (
    counter
  );
}

/**
 * Long inputs are never cut off silently: no native `maxLength`, so everything typed or pasted stays in the field;
 * the description counts the characters against the limit, and past it the field says spec 5's "The max length is
 * N" at once (the form's own validation refuses it on submit too).
 */
function limitProps<P extends { value?: unknown; description?: ReactNode; error?: ReactNode }>(
  props: P & Limit,
): Omit<P, 'limit'> {
  const { limit, ...rest } = props;
  if (limit === undefined) return rest;
  const length = lengthOf(rest.value);
  return {
    ...rest,
    description: describe(rest.description, length, limit),
    error: rest.error || (length > limit ? messages.maxLength(limit) : undefined),
  } as Omit<P, 'limit'>;
}

/** A TextInput with a length limit shown and enforced (see `limitProps`). */
export function LimitedTextInput(props: TextInputProps & Limit) {
  return <TextInput {...limitProps(props)} />;
}

/** A Textarea with a length limit shown and enforced (see `limitProps`). */
export function LimitedTextarea(props: TextareaProps & Limit) {
  return <Textarea {...limitProps(props)} />;
}
