// Text and search inputs block the apostrophe character: typing it does nothing and
// pasted text loses it (Form.Item `normalize`, or the controlled value's change handler).
import type { KeyboardEvent } from "react";
import { Input, type InputProps } from "antd";
import type { PasswordProps, TextAreaProps } from "antd/es/input";

const APOSTROPHE = "'";

/** The text without its apostrophes. */
export const withoutApostrophe = (text: string): string => text.split(APOSTROPHE).join("");

export const stripApostrophe = (value: unknown): unknown =>
  typeof value === "string" ? withoutApostrophe(value) : value;

export function blockApostropheKey(event: KeyboardEvent<Element>): void {
  if (event.key === APOSTROPHE) event.preventDefault();
}

/** Form.Item props that keep the apostrophe out of the stored value. */
export const noApostrophe = { normalize: stripApostrophe } as const;

export function NoApostropheInput({ onKeyDown, ...props }: InputProps) {
  return (
    <Input
      {...props}
      onKeyDown={(e) => {
        blockApostropheKey(e);
        onKeyDown?.(e);
      }}
    />
  );
}

export function NoApostrophePassword({ onKeyDown, ...props }: PasswordProps) {
  return (
    <Input.Password
      {...props}
      onKeyDown={(e) => {
        blockApostropheKey(e);
        onKeyDown?.(e);
      }}
    />
  );
}

export function NoApostropheTextArea({ onKeyDown, ...props }: TextAreaProps) {
  return (
    <Input.TextArea
      {...props}
      onKeyDown={(e) => {
        blockApostropheKey(e);
        onKeyDown?.(e);
      }}
    />
  );
}
